# The suite's workloads, written once as an R user writes them. Sourced by run.R, which runs them
# in GNU R (Rscript) and in flashr on an ordinary R matrix ("R" mode) or on a FlashR matrix
# ("fm" modes: the same code, FlashR overriding base R's functions on fm objects, plus the
# FlashR calls listed in fm_workloads below). Each function returns a short numeric digest of its
# result (forcing flashr's lazy values inside the timed region); run.R compares digests with
# GNU R's. `passes` is how many times the workload must at least read X (its bytes for GB/s);
# `flops` marks the dense linear algebra measured against the BLAS's dgemm instead.
k <- 10L

# one Lloyd step: nearest of the centers C for every row, then the new centers
kmeans_step <- function(X, C) {
  D <- sweep(-2 * tcrossprod(X, C), 2, rowSums(C^2), "+")
  cl <- max.col(-D, ties.method = "first")
  rowsum(X, cl) / as.vector(table(factor(cl, levels = seq_len(nrow(C)))))
}

# logistic regression by Newton's method (IRLS), a fixed number of iterations
logreg <- function(X, y, iters) {
  w <- rep(0, ncol(X))
  for (it in seq_len(iters)) {
    mu <- drop(1 / (1 + exp(-(X %*% w))))
    g <- crossprod(X, y - mu)
    H <- crossprod(X, X * (mu * (1 - mu)))
    w <- w + drop(solve(H, g))
  }
  w
}

# Gaussian mixture (diagonal covariances) by EM, a few iterations from fixed starting means
gmm <- function(X, g, iters) {
  n <- nrow(X)
  M <- X[seq_len(g), , drop = FALSE]
  V <- matrix(1 / 3, g, ncol(X))
  w <- rep(1 / g, g)
  X2 <- X^2
  for (it in seq_len(iters)) {
    const <- -0.5 * rowSums(M^2 / V) - 0.5 * rowSums(log(2 * pi * V)) + log(w)
    L <- sweep(-0.5 * (X2 %*% t(1 / V)) + X %*% t(M / V), 2, const, "+")
    R <- exp(L)
    R <- R / rowSums(R)
    Nk <- colSums(R)
    M <- crossprod(R, X) / Nk
    V <- crossprod(R, X2) / Nk - M^2
    w <- Nk / n
  }
  c(M, V, w)
}

# Fisher's linear discriminant for two classes (y is 0/1): pooled covariance, then its direction
lda <- function(X, y) {
  cnt <- c(length(y) - sum(y), sum(y))
  means <- rowsum(X, y) / cnt
  Sw <- (crossprod(X) - crossprod(sqrt(cnt) * means)) / (length(y) - 2)
  solve(Sw, means[2, ] - means[1, ])
}

naive_bayes <- function(X, y) {
  cnt <- c(length(y) - sum(y), sum(y))
  means <- rowsum(X, y) / cnt
  vars <- rowsum(X^2, y) / cnt - means^2
  c(cnt, means, vars)
}

pca <- function(X) {
  e <- eigen(cov(X), symmetric = TRUE)
  scores <- X %*% e$vectors[, 1:2]
  c(e$values, sum(scores^2))
}

# n x p multivariate normal draws with covariance S (all off-diagonals 0.5) and means mu
mvrnorm <- function(n, p, rnormMatrix) {
  S <- matrix(0.5, p, p) + diag(0.5, p)
  mu <- seq_len(p) / p
  Y <- sweep(rnormMatrix(n, p) %*% chol(S), 2, mu, "+")
  colMeans(Y)
}

# The workloads on data X (n x p), labels y (0/1), square A and B; rnormMatrix(n, p) draws normals;
# fresh(M) is a new object with M's values. A workload with `setup` is run as f(setup()'s elements),
# setup() being called before each run, outside its time.
workloads <- function(X, y, A, B, rnormMatrix, fresh) {
  n <- nrow(X); p <- ncol(X); m <- nrow(A)
  C0 <- X[seq_len(k), , drop = FALSE]
  list(
    sum = list(passes = 1, f = function() sum(X)),
    colSums = list(passes = 1, f = function() colSums(X)),
    crossprod = list(passes = 1, f = function() crossprod(X)),
    chain = list(passes = 1, f = function() sum(sqrt(abs(X)) * 2 + 1)),
    cumsum = list(passes = 2 / p, f = function() { s <- cumsum(X[, 1]); c(s[n %/% 2], s[n]) }),
    kmeans.step = list(passes = 1, f = function() kmeans_step(X, C0)),
    kmeans = list(passes = 10, f = function() {
      C <- C0
      for (it in 1:10) C <- kmeans_step(X, C)
      C
    }),
    logreg = list(passes = 5, f = function() logreg(X, y, 5)),
    cor = list(passes = 1, f = function() cor(X)),
    pca = list(passes = 2, f = function() pca(X)),
    naive.bayes = list(passes = 1, f = function() naive_bayes(X, y)),
    gmm = list(passes = 3, f = function() gmm(X, 3L, 3)),
    mvrnorm = list(passes = 1, random = TRUE, f = function() mvrnorm(n, p, rnormMatrix)),
    lda = list(passes = 1, f = function() lda(X, y)),
    # The whole product is brought into R, so that no engine can sum it without computing it. B is
    # a fresh copy every run, made by `setup` outside the timed region: flashr remembers a product
    # of the same two (immutable) operands, and A %*% B again would time a copy of the first result.
    matmul = list(flops = 2 * m^3, setup = function() list(fresh(B)), f = function(B) sum(as.matrix(A %*% B))),
    solve = list(flops = 8 / 3 * m^3, setup = function() list(fresh(B)), f = function(B) sum(as.matrix(solve(A, B))))
  )
}
