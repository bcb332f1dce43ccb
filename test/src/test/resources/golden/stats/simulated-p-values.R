Job <- matrix(c(1,2,1,0, 3,3,6,1, 10,10,14,9, 6,7,12,11), 4, 4,
              dimnames = list(income = c("< 15k", "15-25k", "25-40k", "> 40k"),
                              satisfaction = c("VeryD", "LittleD", "ModerateS", "VeryS")))
set.seed(1); fisher.test(Job, simulate.p.value = TRUE, B = 1e4)
set.seed(2); fisher.test(matrix(c(3, 0, 2, 7, 1, 4, 0, 0, 0), 3), simulate.p.value = TRUE)
set.seed(3); chisq.test(Job, simulate.p.value = TRUE)
set.seed(4); chisq.test(matrix(c(12, 5, 7, 9), 2), simulate.p.value = TRUE, B = 500)
chisq.test(matrix(c(12, 5, 0, 0), 2), simulate.p.value = TRUE)
set.seed(5); chisq.test(c(A = 20, B = 15, C = 25), simulate.p.value = TRUE, B = 300)
set.seed(6); chisq.test(c(10, 30, 20), p = c(0.2, 0.5, 0.3), simulate.p.value = TRUE, B = 200)$p.value
set.seed(7); r2dtable(2, c(3, 2, 5), c(4, 6))
set.seed(8); t <- r2dtable(100, c(10, 20, 30, 40), c(25, 25, 50)); Reduce(`+`, t)
try(r2dtable(1, c(1, 2), c(1, 1)))
try(r2dtable(1, 3, c(1, 2)))
try(fisher.test(matrix(c(0, 0, 0, 5, 3, 0), 3), simulate.p.value = TRUE))
