if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# FlashR's packages load as no-ops; the functions are built in
library(FlashR)
library(FlashRLearn)
suppressWarnings(library(stats))
X <- fm.conv.R2FM(matrix(1:4, 2))
as.vector(fm.agg(X, "+"))
