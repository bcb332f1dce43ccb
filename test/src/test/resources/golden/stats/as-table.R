t1 <- as.table(matrix(c(12, 5, 7, 9), 2))
t1
class(t1)
dimnames(t1)
chisq.test(t1)
as.table(c(a = 1, b = 5, c = 2))
as.table(1:3)
as.table(array(1:8, c(2, 2, 2)))
identical(as.table(t1), t1)
Satisfaction <- as.table(array(c(1, 2, 0, 0, 3, 3, 1, 2, 11, 17, 8, 4, 2, 3, 5, 2, 1, 0, 0, 0, 1, 3, 0, 1, 2, 5, 7, 9, 1, 1, 3, 6),
  dim = c(4, 4, 2), dimnames = list(Income = c("<5000", "5000-15000", "15000-25000", ">25000"),
  "Job Satisfaction" = c("V_D", "L_S", "M_S", "V_S"), Gender = c("Female", "Male"))))
mantelhaen.test(Satisfaction)
try(as.table("a"))
