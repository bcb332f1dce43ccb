if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# as.vector of FlashR objects with a mode
X <- fm.conv.R2FM(matrix(c(1.7, 0, -2.2, 3), 2))
as.vector(X)
as.vector(X, "integer")
as.vector(X, "logical")
as.vector(X, "character")
as.vector(fm.conv.R2FM(c(TRUE, FALSE)), "numeric")
as.vector(fm.agg(X, "max"))
