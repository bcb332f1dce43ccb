# Linear discriminant analysis: class means by rowsum, the pooled within-class covariance from
# one crossprod, linear discriminant functions by solve(), and the predicted class of every
# point by the largest discriminant.
# Usage: flashr examples/lda.R [n]     (n rows; default 100000)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 100000
p <- 6
k <- 3

set.seed(8)
class.means <- matrix(rnorm(k * p), k, p)
mixing <- matrix(runif(p * p, -0.5, 0.5), p, p) + diag(p)
y <- sample(k, n, replace = TRUE)
X <- matrix(rnorm(n * p), n, p) %*% mixing + class.means[y, ]

start <- proc.time()
counts <- tabulate(y, k)
means <- unname(rowsum(X, y)) / counts
# within-class scatter: sum of x x' minus the between-class part
W <- (crossprod(X) - crossprod(means * counts, means)) / (n - k)
A <- solve(W, t(means))                       # p x k discriminant coefficients
const <- -0.5 * colSums(t(means) * A) + log(counts / n)
scores <- sweep(X %*% A, 2, const, "+")
pred <- apply(scores, 1, which.max)
confusion <- table(actual = y, predicted = pred)
elapsed <- (proc.time() - start)[["elapsed"]]

cat("rows:", format(n, scientific = FALSE), " features:", p, " classes:", k, "\n")
cat("class means:\n")
print(round(means, 3))
cat("discriminant coefficients:\n")
print(round(A, 3))
print(confusion)
cat("training accuracy:", format(round(sum(diag(confusion)) / n, 4), nsmall = 4), "\n")
message(sprintf("LDA: %.2f s", elapsed))
