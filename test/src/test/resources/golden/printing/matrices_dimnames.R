# matrices with row and column names
m <- matrix(1:4, 2, dimnames = list(c("r1", "r2"), c("A", "B")))
print(m)
m2 <- matrix(c(1.5, 2, 3, 4), 2, dimnames = list(c("a long name", "b"), c("x", "yy")))
m2
m3 <- matrix(1:4, 2, dimnames = list(NULL, c("c1", "c2")))
m3
m4 <- matrix(1:4, 2, dimnames = list(c("r1", "r2"), NULL))
m4
