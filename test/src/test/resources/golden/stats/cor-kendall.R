# Kendall's cov and cor: sums over all ordered pairs of the products of the signs of differences,
# scaled by the columns' own sums for cor (tau-b)
print(cor(c(1, 2, 3, 4), c(2, 1, 4, 3), method = "kendall")); print(cov(c(1, 2, 3, 4), c(2, 1, 4, 3), method = "kendall"))
m <- cbind(a = c(1, 2, 2, 4, 5), b = c(3, 1, 4, 4, 2), c = c(5, 4, 3, 2, 1))
print(cor(m, method = "kendall")); print(cov(m, method = "kendall"))
print(cor(c(1, NA, 3, 4), c(2, 1, 4, 3), method = "kendall", use = "complete.obs"))
print(cor(c(1, NA, 3, 4), c(2, 1, 4, 3), method = "k"))
print(cor(m[, 1:2], m[, 3], method = "kendall"))
print(cor(c(1, 1, 1), c(1, 2, 3), method = "kendall"))
