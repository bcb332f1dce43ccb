# character and logical matrices
m <- matrix(c("a", "bb", NA, "d"), 2)
print(m)
m2 <- matrix(c("a", "bb", "ccc", "d"), 2, dimnames = list(c("r1", "r2"), c("A", "B")))
m2
print(m2, quote = FALSE)
print(matrix(c(TRUE, FALSE, NA, TRUE), 2))
