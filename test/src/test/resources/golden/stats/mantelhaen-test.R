Rabbits <- array(c(0, 0, 6, 5, 3, 0, 3, 6, 6, 2, 0, 4, 5, 6, 1, 0, 2, 5, 0, 0), dim = c(2, 2, 5),
                 dimnames = list(Delay = c("None", "1.5h"), Response = c("Cured", "Died"),
                                 Penicillin.Level = c("1/8", "1/4", "1/2", "1", "4")))
mantelhaen.test(Rabbits)
mantelhaen.test(Rabbits, exact = TRUE)
mantelhaen.test(Rabbits, exact = TRUE, alternative = "greater", conf.level = 0.9)
mantelhaen.test(Rabbits, correct = FALSE, alternative = "less")
Satisfaction <- array(c(1, 2, 0, 0, 3, 3, 1, 2, 11, 17, 8, 4, 2, 3, 5, 2, 1, 0, 0, 0, 1, 3, 0, 1, 2, 5, 7, 9, 1, 1, 3, 6),
  dim = c(4, 4, 2), dimnames = list(Income = c("<5000", "5000-15000", "15000-25000", ">25000"),
  "Job Satisfaction" = c("V_D", "L_S", "M_S", "V_S"), Gender = c("Female", "Male")))
mantelhaen.test(Satisfaction)
x <- c(1, 1, 2, 2, 1, 2, 1, 2, 1, 1, 2, 2, 1, 2, 2, 1)
y <- c(1, 2, 1, 2, 2, 2, 1, 1, 1, 2, 2, 1, 1, 2, 1, 1)
z <- rep(c("a", "b"), each = 8)
mantelhaen.test(x, y, z)
try(mantelhaen.test(matrix(1:4, 2)))
