# rbind: vectors and matrices
a <- 1:2
b <- 3:4
print(rbind(a, b, 7:8))
print(rbind(x = 1:2, y = 3:4))
m <- matrix(1:4, 2, dimnames = list(c("r1", "r2"), NULL))
print(rbind(m, a, 9))
print(rbind(1:2, c("a", "b")))
print(rbind(matrix(1:4, 2), matrix(5:8, 2)))
print(rbind(c(p = 1, q = 2), c(3, 4)))
print(dim(rbind(matrix(0, 0, 2), 1:2)))
