# cov/cor/var with Inf and -Inf in columns: a NaN product (Inf - Inf, Inf * 0, the NaN mean of a
# column with both) makes the long double sum NaN; cov.c tests a zero standard deviation before
# the covariance (NA and the warning, also for a NaN covariance and beside a column with NA).
x <- c(1, 2, Inf, 4)
y <- c(1, -Inf, Inf, 4)
print(var(x))
print(var(y))
print(cov(cbind(x, 1:4)))
print(cov(cbind(x, y, 1:4)))
print(cov(cbind(1:4, y)))
print(cor(cbind(1:4, y, c(1, 1, 1, 1))))
print(cor(cbind(c(1, 1, 1, 1), c(1, NA, 2, 3))))
print(cor(cbind(c(1, NA, 2, 3), c(1, 1, 1, 1))))
print(cor(cbind(c(1, Inf, 2, 3), c(1, 1, 1, 1), c(NaN, 1, 2, 3))))
print(cor(cbind(c(1, Inf, 2, 3), c(1, 1, 1, 1)), cbind(c(NaN, 1, 2, 3), c(2, 2, 2, 2), 1:4)))
print(cov(cbind(c(1, Inf, 2, 3), c(1, 1, 1, 1)), cbind(c(NaN, 1, 2, 3), c(2, 2, 2, 2), 1:4)))
print(cor(cbind(c(1, Inf, 2, 3), c(1, 1, 1, 1), c(NaN, 1, 2, 3)), method = "kendall"))
print(cor(cbind(c(1, Inf, 2, 3), c(1, 1, 1, 1), c(NaN, 1, 2, 3)), method = "spearman"))
for (u in c("everything", "all.obs", "complete.obs", "na.or.complete", "pairwise.complete.obs")) {
  cat("use =", u, "\n")
  print(cor(cbind(c(1, Inf, -Inf, 3, 5), c(1, 1, 1, 1, 1), 1:5, c(2, 7, 1, 8, 2)), use = u))
  print(cov(cbind(c(1, Inf, -Inf, 3, 5), c(1, 1, 1, 1, 1), 1:5, c(2, 7, 1, 8, 2)), use = u))
}
# random matrices with Inf, -Inf, NA and NaN placed in columns, 1 to 50 rows
set.seed(1)
vals <- c(Inf, -Inf, NA, NaN)
for (trial in 1:60) {
  n <- sample(c(1:12, 17, 33, 50), 1)
  p <- sample(2:6, 1)
  X <- matrix(round(rnorm(n * p), 2), n, p)
  for (b in seq_len(sample(1:4, 1))) X[sample(n, 1), sample(p, 1)] <- sample(vals, 1)
  show <- function(r) if (is.character(r)) cat(r, "\n") else print(signif(r, 10))
  for (u in c("everything", "complete.obs", "pairwise.complete.obs")) {
    cat(trial, n, p, u, "\n")
    r <- tryCatch(suppressWarnings(cov(X, use = u)), error = function(e) conditionMessage(e))
    show(r)
    r <- tryCatch(suppressWarnings(cor(X, X[, c(p, 1), drop = FALSE], use = u)), error = function(e) conditionMessage(e))
    show(r)
  }
}
