# Iterated k-means steps as plain R writes them: the centres come from rowsum, whose row names
# become the column names of tcrossprod(X, C) and of the distances made from it. In the engine
# such products carry their dimnames beside the data and stay lazy; every result is R's, names
# included, and so are operations that keep, drop or read the names.
kmeans_step <- function(X, C) {
  D <- sweep(-2 * tcrossprod(X, C), 2, rowSums(C^2), "+")
  cl <- max.col(-D, ties.method = "first")
  rowsum(X, cl) / as.vector(table(factor(cl, levels = seq_len(nrow(C)))))
}
set.seed(7)
X <- matrix(runif(4 * 53, -1, 1), 53, 4)
C <- X[1:3, , drop = FALSE]
for (it in 1:4) C <- kmeans_step(X, C)
C
# the names R gives products with named centres and what is made of them
T <- tcrossprod(X, C)
dim(T); dimnames(T); colnames(T); rownames(T)
dimnames(-2 * T); dimnames(T * -2); dimnames(-T); dimnames(T + T); dimnames(T > 0)
dimnames(T + X[, 1:3]); dimnames(X[, 1:3] - T); dimnames(!(T > 0))
D <- sweep(-2 * T, 2, rowSums(C^2), "+")
head(D, 3)
max.col(-D, "first")
sum(D); range(D); mean(T); max(T); dim(D); length(D); is.matrix(D)
colSums(D); head(rowSums(D)); head(exp(T), 2); T[1:2, ]; t(T)[, 1:2]
round(crossprod(T), 6)
attributes(T[1:3, ])
str(dimnames(tcrossprod(X[1:5, ], C)))
tcrossprod(C)
# centres with column names only, names of their own, no names: R's dimnames each time
Cc <- unname(C); colnames(Cc) <- c("a", "b", "c", "d")
dimnames(tcrossprod(X, Cc))
Cn <- C; dimnames(Cn) <- list(k = rownames(C), v = NULL)
dimnames(tcrossprod(X, Cn))
dimnames(tcrossprod(X, unname(C)))
# one row, NA, NaN and Inf
tcrossprod(X[7, , drop = FALSE], C)
Y <- X; Y[5, 2] <- NA; Y[6, 1] <- NaN; Y[8, 3] <- Inf
TY <- tcrossprod(Y, C)
TY[4:9, ]
max.col(TY, "first")
colSums(TY)
