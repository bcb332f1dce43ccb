if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# the paper's k-means (its Figure): inner.prod, agg.row, set.cache, groupby.row, fm.mapply.col
m <- matrix(sin(seq_len(4000) * 1.3) * 2, 1000, 4) + rep(0:2, length.out = 1000) * 3
X <- fm.conv.R2FM(m)
C <- m[c(1, 5, 9), ]
I <- NULL
num.moves <- 1000
iter <- 0
while (num.moves > 0 && iter < 20) {
  D <- inner.prod(X, t(C), "euclidean", "+")
  old.I <- I
  I <- agg.row(D, "which.min")
  I <- set.cache(I, TRUE)
  CNT <- groupby.row(fm.rep.int(1, 1000), I, "+")
  C <- fm.mapply.col(groupby.row(X, I, "+"), CNT, "/")
  if (!is.null(old.I))
    num.moves <- as.vector(fm.agg(fm.mapply2(old.I, I, "!="), "+"))
  iter <- iter + 1
}
iter
as.vector(CNT)
round(fm.conv.FM2R(C), 4)
as.vector(fm.agg.mat(fm.get.rows(I, 1:12), 2, "+"))
as.vector(fm.get.rows(I, 1:6))
