# X[, j] <- value for a double matrix: the column copied whole, with R's copy semantics,
# subscripts and the cases that take the general path
X <- matrix(as.double(1:12), 4, 3, dimnames = list(NULL, c("a", "b", "c")))
Y <- X
X[, 2] <- c(0.5, NA, NaN, -Inf)
print(X)
print(Y)
X[, 3L] <- X[, 1] + 0.5 * X[, 2]
print(X)
X[, 2.9] <- c(x = 1, y = 2, z = 3, w = 4)
print(X)
X[, 1] <- X[, 3]
print(X)
f <- function(M) { M[, 1] <- c(9, 9, 9, 9); M }
print(f(X))
print(X[, 1])
X[, "c"] <- c(7, 7, 7, 7)
X[, 3] <- c(1, 2)
print(X)
X[, 2] <- 1:4
print(X)
I <- matrix(1:6, 3, 2)
I[, 2] <- c(0.5, 1.5, 2.5)
print(I)
E <- matrix(0, 0, 2)
E[, 2] <- numeric(0)
print(E)
r <- tryCatch({ X[, 4] <- c(1, 2, 3, 4); "no error" }, error = function(e) conditionMessage(e))
print(r)
r <- tryCatch({ X[, 1] <- c(1, 2, 3); "no error" }, error = function(e) conditionMessage(e))
print(r)
Z <- matrix(rnorm(2e4), 1e4, 2)
Z0 <- Z
Z[, 2] <- Z[, 1] * 2
print(identical(Z[, 2], Z0[, 1] * 2))
print(identical(Z[, 1], Z0[, 1]))
r <- tryCatch({ X[1:2, 1:3] <- c(1, 2, 3, 4); "no error" }, error = function(e) conditionMessage(e))
print(r)
A <- array(0, c(2, 2, 2))
r <- tryCatch({ A[, , 1] <- c(1, 2, 3); "no error" }, error = function(e) conditionMessage(e))
print(r)
A[, , 2] <- c(1, 2)
print(A[, , 2])
v <- c(1, 2, 3, 4, 5)
v[1:3] <- c(9, 8)
print(v)
