# eigen and svd on every backend: values, vectors with LAPACK's signs, special shapes
S <- matrix(c(4, 1, 0.5, 1, 3, 0.2, 0.5, 0.2, 2), 3)
eigen(S)
eigen(S, only.values = TRUE)
eigen(matrix(5))
set.seed(8)
G <- matrix(rnorm(36), 6)
e <- eigen(crossprod(G))
e$values
e$vectors %*% diag(sign(e$vectors[1, ]))   # the signs of a simple eigenvalue's vector differ between LAPACK builds
N <- matrix(c(4, 1, 2, 0.5, 3, 1, 0.3, 0.2, 2), 3)   # a real spectrum
eigen(N)
svd(G)
svd(G[, 1:4])
svd(t(G[, 1:4]))
svd(G, nu = 0, nv = 2)
svd(matrix(3))
La.svd(G[1:3, ])
s <- svd(cbind(1, 1:5, 2:6))   # rank two
round(s$d, 8)
tryCatch(svd(matrix(c(1, NA, 3, 4), 2)), error = function(e) conditionMessage(e))
tryCatch(svd(matrix(numeric(0), 0, 3)), error = function(e) conditionMessage(e))
tryCatch(eigen(matrix(1:6, 2)), error = function(e) conditionMessage(e))
tryCatch(eigen(matrix(c(1, Inf, 0, 1), 2)), error = function(e) conditionMessage(e))
