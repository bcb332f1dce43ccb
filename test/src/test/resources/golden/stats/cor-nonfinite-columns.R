# cor/cov/var of matrices whose columns hold NA and NaN (the means decide which columns are
# missing), odd sizes, 0, 1 and 2 rows, and long columns (the blocked, shared products); Inf and
# -Inf in columns of larger matrices (NaN sums, a zero deviation's NA).
set.seed(27)
show <- function(m) print(signif(m, 12))
for (n in c(0L, 1L, 2L, 3L, 17L, 1001L)) {
  X <- matrix(rnorm(n * 5), n, 5)
  if (n >= 2) {
    X[1, 2] <- NA
    X[n, 3] <- NaN
  }
  cat("n =", n, "\n")
  show(suppressWarnings(cor(X)))
  show(cov(X))
  show(suppressWarnings(cor(X, X[, c(1, 5), drop = FALSE])))
  if (n >= 3) show(var(X[, 1], X[, 4]))
  if (n >= 2) show(cor(X, use = "pairwise.complete.obs")[1:2, ])
}
# long columns: 2e5 rows (the products shared between two threads), an NA in one column
n <- 200000L
X <- matrix(rnorm(n * 6) * c(1, 10, 1e-3, 1, 5, 2) + c(0, 3, -1, 1e6, 0, 0), n, 6, byrow = FALSE)
X[, 2] <- X[, 1] + 0.5 * X[, 2]
show(cor(X))
show(cov(X))
X[777, 3] <- NA
X[5, 6] <- NaN
show(cor(X))
show(cor(X, use = "complete.obs"))
print(apply(X, 2, sd))
# Inf and -Inf in columns of larger matrices, one column constant
for (n in c(17L, 1001L, 200000L)) {
  X <- matrix(rnorm(n * 5), n, 5)
  X[, 5] <- 2
  X[3, 1] <- Inf
  X[n, 2] <- -Inf
  X[n - 1, 2] <- Inf
  cat("Inf, n =", n, "\n")
  show(cov(X))
  show(suppressWarnings(cor(X)))
  show(suppressWarnings(cor(X, X[, c(3, 1, 5)])))
  show(suppressWarnings(cor(X, use = "pairwise.complete.obs")))
  X[2, 4] <- NA
  show(suppressWarnings(cor(X, use = "complete.obs")))
  show(suppressWarnings(cor(X)))
}
