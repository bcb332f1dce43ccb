# tables of factors: names, counts, proportions, NA levels
f <- factor(c("a", "c", "a"), levels = c("a", "b", "c"))
t1 <- table(f)
names(t1)
t1[["b"]]
as.vector(t1)
prop.table(t1)
t2 <- table(c(1, 2, 2, 3, 3, 3))
t2
summary(factor(c("x", "y", "x"), levels = c("y", "x")))
table(factor(c(NA, "a"), exclude = NULL))
