TeaTasting <- matrix(c(3, 1, 1, 3), nrow = 2, dimnames = list(Guess = c("Milk", "Tea"), Truth = c("Milk", "Tea")))
fisher.test(TeaTasting, alternative = "greater")
Convictions <- matrix(c(2, 10, 15, 3), nrow = 2, dimnames = list(c("Dizygotic", "Monozygotic"), c("Convicted", "Not convicted")))
fisher.test(Convictions, alternative = "less")
fisher.test(Convictions, conf.int = FALSE)
fisher.test(Convictions, conf.level = 0.95)$conf.int
fisher.test(Convictions, conf.level = 0.99)$conf.int
Job <- matrix(c(1,2,1,0, 3,3,6,1, 10,10,14,9, 6,7,12,11), 4, 4,
              dimnames = list(income = c("< 15k", "15-25k", "25-40k", "> 40k"),
                              satisfaction = c("VeryD", "LittleD", "ModerateS", "VeryS")))
fisher.test(Job)
fisher.test(matrix(c(0, 5, 5, 0), 2))
fisher.test(matrix(c(3, 0, 2, 7, 1, 4), 2))
fisher.test(matrix(c(3, 0, 2, 7, 1, 4), 3))
x <- c("a","b","a","a","b","b","a","b"); y <- c(1,1,2,2,1,2,2,1)
fisher.test(x, y)
print(fisher.test(matrix(c(12, 5, 7, 9), 2))$estimate, digits = 15)
print(fisher.test(matrix(c(12, 5, 7, 9), 2))$p.value, digits = 15)
fisher.test(matrix(c(2, 3, 4, 1, 5, 2, 0, 3, 6), 3))$p.value
fisher.test(matrix(c(2.2, 3, 4, 1), 2))$p.value
fisher.test(table(c(1, 1, 2, 2, 3, 3, 1), c("x", "y", "x", "y", "x", "x", "y")))
try(fisher.test(matrix(1:3, 1)))
try(fisher.test(1:3))
try(fisher.test(matrix(c(1, -1, 2, 3), 2)))
try(fisher.test(Convictions, or = -1))
print(fisher.test(Job)$p.value, digits = 10)
