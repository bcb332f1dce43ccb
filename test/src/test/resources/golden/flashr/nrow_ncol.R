if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# nrow and ncol of FlashR matrices
X <- fm.seq.matrix(1, 12, 4, 3)
nrow(X)
ncol(X)
c(NROW(X), NCOL(X))
nrow(t(X))
ncol(agg.row(X, "+"))
