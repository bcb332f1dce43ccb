# sinh, cosh and tanh to the last bit (R calls the C library's: its exp and expm1 inside), and asinh, acosh, atanh, on
# vectors and matrices, each path (|x| < 2^-28, < 1, < 22, < 709.78, to overflow) and special values
set.seed(11)
x <- c(rnorm(60) * 8, rnorm(30) / 3, runif(20, 22, 709), runif(6, 709.8, 710.4), 2^-30, -2^-56,
       0, -0, 1, -1, 22, 711, -711, Inf, -Inf, NA, NaN)
cat(sprintf("%a %a %a", sinh(x), cosh(x), tanh(x)), sep = "\n")
m <- matrix(rnorm(12) * 5, 3)
cat(sprintf("%a", c(sinh(m), cosh(m), tanh(m))), sep = "\n")
dim(tanh(m))
# and their inverses (the C library's asinh, acosh, atanh)
y <- c(rnorm(40) * 4, runif(30, -1, 1), 1 + rexp(20), 2 + 2^-50, exp(runif(5, 20, 700)), 2^-30, -0, 1, -1, Inf, NA)
cat(suppressWarnings(sprintf("%a %a %a", asinh(y), acosh(y), atanh(y))), sep = "\n")
