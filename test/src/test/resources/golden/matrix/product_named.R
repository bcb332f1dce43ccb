# products whose second operand has dimnames: the result takes its column names
set.seed(11)
x <- matrix(round(rnorm(40), 2), 10, 4)
v <- matrix(round(runif(8), 3), 4, 2, dimnames = list(letters[1:4], c("PC1", "PC2")))
r <- x %*% v
print(r)
print(dimnames(r))
w <- matrix(1:8, 4, 2, dimnames = list(letters[1:4], NULL))
print(x %*% w)
u <- matrix(c(0.5, -1, 2, 0), 4, 1, dimnames = list(NULL, "score"))
print(x %*% u)
y <- matrix(c(TRUE, FALSE, TRUE, TRUE), 4, 1, dimnames = list(NULL, "flag"))
print(x %*% y)
