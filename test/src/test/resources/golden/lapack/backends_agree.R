# The three ways flashr computes dense linear algebra (the native library, the Java fallback, R's
# reference algorithms: options flashr.linalg.backend and flashr.exact.blas, which GNU R ignores)
# agree on random shapes, including empty and one-element ones.
set.seed(42)
modes <- list(list(), list(flashr.linalg.backend = "java"), list(flashr.exact.blas = TRUE))
under <- function(mode, f) {
  old <- options(mode)
  on.exit(options(old))
  f()
}
agree <- function(f) {
  r <- lapply(modes, under, f = f)
  isTRUE(all.equal(r[[1]], r[[2]], tolerance = 1e-10)) && isTRUE(all.equal(r[[1]], r[[3]], tolerance = 1e-10))
}
shapes <- c(0, 1, 2, 3, 7, 16, 33, 70)
ok <- logical(0)
for (trial in 1:40) {
  m <- sample(shapes, 1); k <- sample(shapes, 1); n <- sample(shapes, 1)
  A <- matrix(rnorm(m * k), m, k); B <- matrix(rnorm(k * n), k, n)
  ok <- c(ok, agree(function() A %*% B), agree(function() crossprod(A)), agree(function() tcrossprod(A)),
          agree(function() crossprod(A, A)), agree(function() tcrossprod(B, B)))
}
table(ok)
ok <- logical(0)
for (n in c(1, 2, 5, 12, 40)) {
  A <- matrix(rnorm(n * n), n) + diag(n, n)
  S <- crossprod(A)
  b <- rnorm(n)
  ok <- c(ok, agree(function() solve(A)), agree(function() solve(A, b)), agree(function() det(A)),
          agree(function() chol(S)), agree(function() chol2inv(chol(S))),
          agree(function() backsolve(chol(S), seq_len(n))),
          agree(function() eigen(S, symmetric = TRUE, only.values = TRUE)$values),
          agree(function() svd(A)$d))
}
table(ok)
