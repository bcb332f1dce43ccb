# The correlation matrix of a tall matrix, by cor() and by hand (centered cross products
# scaled by the standard deviations), which must agree.
# Usage: flashr examples/correlation.R [n]     (n rows; default 100000)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 100000
p <- 8

set.seed(4)
Z <- matrix(rnorm(n * p), n, p)
X <- Z + 0.5 * Z[, c(2:p, 1)]     # neighbouring columns correlated

start <- proc.time()
R <- cor(X)
elapsed.cor <- (proc.time() - start)[["elapsed"]]

start <- proc.time()
Xc <- sweep(X, 2, colMeans(X))
S <- crossprod(Xc) / (n - 1)
s <- sqrt(diag(S))
R2 <- S / outer(s, s)
elapsed.hand <- (proc.time() - start)[["elapsed"]]

cat("rows:", format(n, scientific = FALSE), " columns:", p, "\n")
print(round(R, 3))
cat("standard deviations:", format(round(apply(X, 2, sd), 4), nsmall = 4), "\n")
cat("cor() and the hand-made matrix agree:", isTRUE(all.equal(R, R2)), "\n")
message(sprintf("correlation: cor() %.2f s, by hand %.2f s", elapsed.cor, elapsed.hand))
