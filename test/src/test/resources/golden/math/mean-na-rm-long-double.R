# mean, rowMeans and colMeans with na.rm = TRUE: the long double sum of the elements kept divided
# by their count in long double, rounded once (as R's C code does)
bits <- function(x) print(sprintf("%a", x))
set.seed(7)
x <- rnorm(3000) * 1e5; x[sample(3000, 200)] <- NA; x[sample(3000, 40)] <- NaN
bits(mean(x, na.rm = TRUE))
bits(mean(x[1:999], na.rm = TRUE))
bits(mean(c(0.1, 0.2, NA, 0.3, NaN, 0.7), na.rm = TRUE))
print(mean(c(1e308, 1e308, NA, 1e308), na.rm = TRUE))
print(mean(c(-1e308, NA, -1e308), na.rm = TRUE))
print(mean(c(Inf, NA, 1), na.rm = TRUE))
print(mean(c(Inf, NA, -Inf), na.rm = TRUE))
print(mean(c(NA, NaN), na.rm = TRUE))
print(mean(c(NA_integer_, 3L, 4L), na.rm = TRUE))
set.seed(11)
for (n in c(3, 17, 100, 1000)) {
  v <- runif(n) * 10^sample(-5:5, n, TRUE); v[sample(n, max(1, n %/% 10))] <- NA
  bits(mean(v, na.rm = TRUE))
}
# more than 32 columns (the engine's blocks) and fewer
m <- matrix(rnorm(150 * 70) * 10^sample(-3:3, 150 * 70, TRUE), 150, 70)
m[sample(length(m), 800)] <- NA
m[sample(length(m), 100)] <- NaN
bits(rowMeans(m, na.rm = TRUE))
bits(colMeans(m, na.rm = TRUE))
bits(rowMeans(t(m), na.rm = TRUE))
bits(rowMeans(m[, 1:20], na.rm = TRUE))
bits(rowMeans(ifelse(is.nan(m), 0, m)))
bits(colMeans(m[1:40, ], na.rm = TRUE))
mi <- matrix(sample(c(1:10, NA), 40 * 50, TRUE), 40, 50)
print(rowMeans(mi, na.rm = TRUE))
print(colMeans(mi, na.rm = TRUE))
z <- matrix(c(NA, NaN, 1e300, 1e300, NA, 3), 3, 40)
print(rowMeans(z, na.rm = TRUE))
print(colMeans(z, na.rm = TRUE))
