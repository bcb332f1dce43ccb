# mean, rowMeans and colMeans with na.rm = TRUE: the long double sum of the elements kept divided
# by their count in long double, rounded once (as R's C code does). Row means add each row's
# columns in R's order, so all their bits are R's; a long column's or vector's sum may be split
# (and merged in long double) in another order, so those are printed to 12 digits.
bits <- function(x) print(sprintf("%a", x))
set.seed(7)
x <- rnorm(3000) * 1e5; x[sample(3000, 200)] <- NA; x[sample(3000, 40)] <- NaN
print(mean(x, na.rm = TRUE), digits = 12)
print(mean(x[1:999], na.rm = TRUE), digits = 12)
bits(mean(c(0.1, 0.2, NA, 0.3, NaN, 0.7), na.rm = TRUE))
bits(mean(c(NA, 1/3, 2/3, 1e-17, NA), na.rm = TRUE))
print(mean(c(1e308, 1e308, NA, 1e308), na.rm = TRUE))
print(mean(c(-1e308, NA, -1e308), na.rm = TRUE))
print(mean(c(Inf, NA, 1), na.rm = TRUE))
print(mean(c(Inf, NA, -Inf), na.rm = TRUE))
print(mean(c(NA, NaN), na.rm = TRUE))
print(mean(c(NA_integer_, 3L, 4L), na.rm = TRUE))
set.seed(11)
for (n in c(3, 5, 8)) {
  for (k in 1:4) {
    v <- runif(n) * 10^sample(-5:5, n, TRUE); v[sample(n, 1)] <- NA
    bits(mean(v, na.rm = TRUE))
  }
}
for (n in c(17, 100, 1000)) {
  v <- runif(n) * 10^sample(-5:5, n, TRUE); v[sample(n, max(1, n %/% 10))] <- NA
  print(mean(v, na.rm = TRUE), digits = 12)
}
# more than 32 columns (the engine's blocks) and fewer
m <- matrix(rnorm(150 * 70) * 10^sample(-3:3, 150 * 70, TRUE), 150, 70)
m[sample(length(m), 800)] <- NA
m[sample(length(m), 100)] <- NaN
bits(rowMeans(m, na.rm = TRUE))
bits(rowMeans(m[, 1:20], na.rm = TRUE))
bits(rowMeans(ifelse(is.nan(m), 0, m)))
bits(colMeans(m[1:8, ], na.rm = TRUE))
bits(rowMeans(t(m[1:8, ]), na.rm = TRUE))
print(colMeans(m, na.rm = TRUE), digits = 12)
print(rowMeans(t(m), na.rm = TRUE), digits = 12)
mi <- matrix(sample(c(1:10, NA), 40 * 50, TRUE), 40, 50)
print(rowMeans(mi, na.rm = TRUE))
print(colMeans(mi, na.rm = TRUE))
z <- matrix(c(NA, NaN, 1e300, 1e300, NA, 3), 3, 40)
print(rowMeans(z, na.rm = TRUE))
print(colMeans(z, na.rm = TRUE))
