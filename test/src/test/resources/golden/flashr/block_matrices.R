if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# block matrices (more than 32 columns): row aggregations, products, groupby and views
m <- matrix((seq_len(80 * 70) * 37) %% 101 - 50, 80, 70)
X <- fm.conv.R2FM(m)
as.vector(agg.row(X, "+"))
as.vector(agg.row(X, "which.min"))
as.vector(agg.row(X, fm.bo.max))
as.vector(agg.row(fm.sapply(X, "abs"), "*"))
Xi <- fm.conv.R2FM(matrix(as.integer(m), 80, 70))
as.vector(agg.row(Xi, "+"))[1:10]
as.vector(agg.row(Xi, "min"))[1:10]
typeof(as.vector(agg.row(Xi, "+")))
W <- matrix((seq_len(70 * 3) %% 11) - 5, 70, 3)
P <- fm.inner.prod(X, W, fm.bo.mul, fm.bo.add)
dim(P)
print(fm.conv.FM2R(P)[c(1, 2, 40, 80), ])
# a fold that is not associative keeps its left-to-right order across the blocks
print(fm.conv.FM2R(inner.prod(X, W, "*", "-"))[c(1, 2, 40, 80), ])
print(fm.conv.FM2R(inner.prod(X, W, "-", "min"))[1:4, ])
labels <- fm.conv.R2FM(as.integer(seq_len(80) %% 3 + 1))
S <- groupby.row(X, labels, "+")
dim(S)
print(fm.conv.FM2R(S)[, c(1, 33, 65, 70)])
G <- groupby.col(X, fm.conv.R2FM(as.integer(seq_len(70) %% 4 + 1)), "max")
print(fm.conv.FM2R(G)[1:5, ])
# views of virtual matrices
Y <- fm.mapply2(fm.mapply2(X, 2, "*"), 1, "+")
print(fm.conv.FM2R(fm.get.rows(Y, c(80, 1, 5, 5)))[, c(1:3, 70)])
R <- fm.rbind.list(list(Y, fm.get.rows(X, 3:1)))
dim(R)
print(fm.conv.FM2R(R)[c(1, 80, 81, 83), c(1, 2, 69, 70)])
as.vector(agg.row(R, "+"))[79:83]
