m <- matrix(c(1.5, 2, 3, 4), 2, dimnames = list(c("a", "b"), c("x", "yy")))
print(m, print.gap = 3)
print(matrix(c("a", "bb", "c", "d"), 2), print.gap = 2, right = FALSE)
print(m, print.gap = 0)
