if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# Linear discriminant analysis written against FlashR's API the way FlashR-learn's lda.fm and
# predict.lda1 write it (group means by fm.groupby on a FlashR factor, within-group deviations by
# indexing the means with the factor, two SVDs, posteriors by fm.matrix(byrow = TRUE) and a
# row-wise fm.agg.mat minimum), checked against the same discriminant in plain R: the
# eigenvectors of W^-1 B scaled to unit within-group variance, posteriors from Mahalanobis
# distances under the pooled covariance W. Groups of unequal size (priors differ).
rows <- c(1:50, 51:85, 101:125)
x <- as.matrix(iris[rows, 1:4])
grp <- as.integer(iris$Species[rows]) * 10
n <- nrow(x); p <- ncol(x)
X <- fm.conv.R2FM(x)
g <- fm.as.factor(fm.conv.R2FM(grp))
lev <- levels(g)
counts <- as.vector(fm.table(g))
prior <- counts / n
names(prior) <- names(counts) <- lev
ng <- length(prior)
means <- fm.groupby(X, 2, g, "+") / counts
# within-group scaling: unit variances, then the whitening SVD
f1 <- sqrt(diag(var(X - means[g, ])))
scaling <- diag(1 / f1, , p)
sw <- svd(sqrt(1 / (n - ng)) * (X - means[g, ]) %*% scaling, nu = 0L)
scaling <- scaling %*% sw$v %*% diag(1 / sw$d, , p)
# between-group directions
xbar <- colSums(prior %*% means)
sb <- svd(sqrt(n * prior / (ng - 1)) * scale(means, center = xbar, scale = FALSE) %*% scaling, nu = 0L)
rank <- sum(sb$d > 1e-4 * sb$d[1L])
scaling <- scaling %*% sb$v[, 1L:rank]
# plug-in posteriors
ctr <- colSums(prior * means)
z <- scale(X, center = ctr, scale = FALSE) %*% scaling
dm <- scale(means, center = ctr, scale = FALSE) %*% scaling
dist <- fm.matrix(0.5 * rowSums(dm^2) - log(prior), nrow(z), ng, byrow = TRUE) - z %*% t(dm)
dist <- exp(-(dist - fm.agg.mat(dist, 1L, "min")))
posterior <- dist / drop(dist %*% rep(1, ng))
dimnames(posterior) <- list(NULL, names(prior))
post <- as.matrix(fm.conv.FM2R(posterior))
# the same discriminant in plain R
mu <- rowsum(x, grp) / as.vector(table(grp))
W <- crossprod(x - mu[match(grp, sort(unique(grp))), ]) / (n - ng)
B <- crossprod(sqrt(as.vector(table(grp))) * sweep(mu, 2, colSums(as.vector(table(grp)) * mu) / n)) / (ng - 1)
e <- eigen(solve(W, B))
A <- Re(e$vectors[, 1:rank])
A <- sweep(A, 2, sqrt(diag(t(A) %*% W %*% A)), "/")
sgn <- function(m) sweep(m, 2, sign(m[1, ]), "*")
S <- sgn(as.matrix(scaling))
print(dim(S))
print(all.equal(S, sgn(A), check.attributes = FALSE))
print(round(S, 4))
print(all.equal(sb$d[1:rank]^2 / sum(sb$d[1:rank]^2), Re(e$values[1:rank]) / sum(Re(e$values[1:rank]))))
lp <- sapply(seq_len(ng), function(k) log(prior[k]) - 0.5 * mahalanobis(x, mu[k, ], W))
base.post <- exp(lp - apply(lp, 1, max))
base.post <- base.post / rowSums(base.post)
print(all.equal(post, base.post, check.attributes = FALSE))
print(colnames(posterior))
print(table(predicted = lev[max.col(post)], group = grp))
print(identical(max.col(post), max.col(base.post)))
print(round(post[c(1, 60, 71, 84, 110), ], 4))
# FlashR keeps the names beside a FlashR matrix; fm.conv.FM2R leaves them out
print(class(posterior))
print(dimnames(posterior))
print(rownames(posterior))
print(dimnames(fm.conv.FM2R(posterior)))
print(round(as.vector(fm.conv.FM2R(prior)), 4))
