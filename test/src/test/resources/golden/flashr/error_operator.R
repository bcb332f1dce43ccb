if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# an unknown operator name is an R error
X <- fm.seq.matrix(1, 4, 2, 2)
as.vector(fm.agg(X, "+"))
fm.agg(X, "median")
