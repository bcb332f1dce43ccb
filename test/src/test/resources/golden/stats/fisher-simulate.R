Job <- matrix(c(1,2,1,0, 3,3,6,1, 10,10,14,9, 6,7,12,11), 4, 4,
              dimnames = list(income = c("< 15k", "15-25k", "25-40k", "> 40k"),
                              satisfaction = c("VeryD", "LittleD", "ModerateS", "VeryS")))
set.seed(1); print(fisher.test(Job, simulate.p.value = TRUE, B = 1e4))
x <- matrix(c(3, 1, 1, 3, 2, 2), 2)
set.seed(42); print(fisher.test(x, simulate.p.value = TRUE, B = 2000))
set.seed(7); ft <- fisher.test(Job, simulate.p.value = TRUE, B = 500); print(ft$p.value); print(ft$method)
set.seed(3); print(fisher.test(table(c(1,1,2,2,3), c(1,2,1,2,2)), simulate.p.value = TRUE, B = 100)$p.value)
try(fisher.test(matrix(c(1, 0, 0, 0), 2), simulate.p.value = TRUE))
