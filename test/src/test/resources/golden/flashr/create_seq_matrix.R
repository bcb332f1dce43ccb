if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# fm.seq.matrix: equal steps from 'from' to 'to', column-major unless byrow
X <- fm.seq.matrix(1, 12, 4, 3)
X
class(X)
typeof(X)
dim(X)
length(X)
Y <- fm.seq.matrix(0, 1, 2, 3, byrow = TRUE)
print(fm.conv.FM2R(Y))
Z <- fm.seq.matrix(10, 20, 1, 1)
as.vector(Z)
print(fm.conv.FM2R(fm.seq.matrix(-1, 1, 5, 1)))
