# cbind with matrices: row names, column names, conformability
m <- matrix(1:4, 2, dimnames = list(c("r1", "r2"), NULL))
a <- c(x = 1, y = 2)
print(cbind(m, a))
print(cbind(a, m))
print(cbind(m, m))
print(cbind(c(x = 1, y = 2), matrix(1:4, 2, dimnames = list(c("p", "q"), NULL))))
print(cbind(matrix(1:4, 2, dimnames = list(NULL, c("u", "v"))), w = 9))
cbind(m, matrix(1:3, 3))
