# diag<-
m <- matrix(1:6, 2, dimnames = list(c("a", "b"), c("a", "b", "c")))
diag(m) <- 0L
print(m)
diag(m) <- c(9, 8)
print(m)
x <- matrix(0, 3, 3)
diag(x) <- 1:3
print(x)
print(tryCatch(diag(m) <- 1:3, error = conditionMessage))
v <- 1:3
print(tryCatch(diag(v) <- 1, error = conditionMessage))
