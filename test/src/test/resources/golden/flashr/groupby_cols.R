if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# fm.groupby margin 1 / groupby.col: columns grouped by labels, one column per group
X <- fm.seq.matrix(1, 15, 3, 5)
labels <- fm.conv.R2FM(c(2L, 1L, 2L, 2L, 1L))
G <- groupby.col(X, labels, "+")
dim(G)
print(fm.conv.FM2R(G))
print(fm.conv.FM2R(fm.groupby(X, 1, labels, fm.bo.min)))
print(fm.conv.FM2R(groupby.col(X, labels, "count")))
