# log10 and log(x, 10) to the last bit (R calls the C library's log10), on vectors and matrices
set.seed(7)
x <- c(exp(runif(40, -700, 700)), runif(30, 0.5, 2), 10^(-5:5), 0, Inf, NA, NaN)
cat(sprintf("%a", log10(x)), sep = "\n")
print(identical(log10(x), log(x, 10)))
m <- matrix(runif(24, 1, 1e6), 6)
cat(sprintf("%a", log10(m)), sep = "\n")
print(suppressWarnings(log10(c(-1, 0))))
