set.seed(7)
n <- 200; p <- 3
X <- cbind(1, matrix(rnorm(n * p), n, p))
beta <- c(0.5, -1, 2, 0)
y <- drop(X %*% beta + rnorm(n, sd = 0.3))
b.hat <- solve(t(X) %*% X, t(X) %*% y)
print(round(drop(b.hat), 4))
qrX <- qr(X); print(round(qr.coef(qrX, y), 4)); print(qrX$rank)
res <- y - X %*% b.hat
cat("RSS:", round(sum(res^2), 4), "\n")
sigmoid <- function(z) 1 / (1 + exp(-z))
lab <- as.integer(y > median(y))
w <- rep(0, ncol(X))
for (it in 1:200) {
  pr <- sigmoid(X %*% w)
  w <- w - 0.1 * drop(t(X) %*% (pr - lab)) / n
}
print(round(w, 3))
acc <- mean((sigmoid(X %*% w) > 0.5) == lab); cat("accuracy", acc, "\n")
softmax <- function(z) { e <- exp(z - max(z)); e / sum(e) }
print(round(softmax(c(1, 2, 3)), 4))
onehot <- model <- outer(c(1, 3, 2), 1:3, "==") * 1
print(onehot)
folds <- sample(rep(1:5, length.out = n))
print(table(folds))
cv <- sapply(1:5, function(k) {
  tr <- folds != k
  b <- solve(crossprod(X[tr, ]), crossprod(X[tr, ], y[tr]))
  mean((y[!tr] - X[!tr, ] %*% b)^2)
})
print(round(cv, 4))
pc <- prcomp(X[, -1])
print(round(pc$sdev, 4))
print(round(cor(X[, -1]), 3))
print(round(apply(X[, -1], 2, sd), 4))
print(round(scale(X[1:3, -1]), 3))
