# cor/cov with use = "pairwise.complete.obs": cov.c's long double means, differences, products and sums
set.seed(1)
x <- matrix(rnorm(3000), 1000, 3)
x[sample(3000, 200)] <- NA
print(cor(x, use = "pairwise.complete.obs"), digits = 17)
print(cov(x, use = "pairwise.complete.obs"), digits = 17)
y <- matrix(rnorm(2000, 5, 3), 1000, 2)
y[sample(2000, 150)] <- NA
print(cor(x, y, use = "pairwise.complete.obs"), digits = 17)
print(cov(x, y, use = "pairwise.complete.obs"), digits = 17)
print(cor(x[, 1], y[, 2], use = "pairwise.complete.obs"), digits = 17)
print(cov(x[, 2], y[, 1], use = "pairwise.complete.obs"), digits = 17)
s <- x[1:200, ]
print(cor(s, method = "spearman", use = "pairwise.complete.obs"), digits = 17)
print(cor(s, y[1:200, ], method = "spearman", use = "pairwise.complete.obs"), digits = 17)
print(cor(s, method = "kendall", use = "pairwise.complete.obs"), digits = 17)
print(cor(s, y[1:200, ], method = "kendall", use = "pairwise.complete.obs"), digits = 17)
# constant columns: NA with a warning
z <- cbind(a = c(1, 2, NA, 4, 5), b = c(3, 3, 3, NA, 3), c = c(2, NA, 1, 7, 8))
print(cor(z, use = "pairwise.complete.obs"), digits = 17)
print(cov(z, use = "pairwise.complete.obs"), digits = 17)
print(cor(z, method = "kendall", use = "pairwise.complete.obs"), digits = 17)
# fewer than two complete pairs: NA
w <- cbind(c(1, NA, 3, NA), c(NA, 2, 5, NA), c(4, 1, 2, 9))
print(cor(w, use = "pairwise.complete.obs"), digits = 17)
print(cov(w, use = "pairwise.complete.obs"), digits = 17)
# large offsets: the long double mean's bits matter
v <- cbind(1e8 + rnorm(50), 3e7 + rnorm(50) / 7, -2e9 + (1:50) / 3)
v[c(3, 17, 40), 1] <- NA
v[c(5, 17), 2] <- NA
print(cor(v, use = "pairwise.complete.obs"), digits = 17)
print(cov(v, use = "pairwise.complete.obs"), digits = 17)
# cov has no pairwise form for ranks
print(tryCatch(cov(s, method = "kendall", use = "pairwise.complete.obs"), error = conditionMessage))
print(tryCatch(cov(s, method = "spearman", use = "pairwise.complete.obs"), error = conditionMessage))
