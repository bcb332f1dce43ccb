# factor labels: one per level, or a prefix
factor(c(3, 1, 2, 1), labels = c("one", "two", "three"))
factor(c("b", "a", "b"), labels = "grp")
factor(c(1, 2, 3, 2), levels = 1:3, labels = c("x", "y", "x"))
