# Writes hyperbolic-r.txt: x and GNU R's sinh(x), cosh(x), tanh(x) (the C library's), each as C's %a
# (hex, exact), one case a line. Run from this directory with Rscript (R 4.2.2 on x86-64 Linux,
# glibc 2.36); HyperbolicTest reads it.
set.seed(20261204)
x <- c(rnorm(1500) * 8, rnorm(800) / 3, runif(300, -0.4, 0.4),           # the expm1 paths
       runif(400, -720, 720), runif(100, 709, 710.5),                  # the exp paths and overflow
       runif(300) * 2^-sample(1:60, 300, TRUE),                        # small arguments
       0.3465735902799726 + (-30:30) * 2^-50, 22 + (-30:30) * 2^-48,   # the paths' boundaries
       1 + (-30:30) * 2^-52, 710.4758600739439 + (-5:5) * 2^-43,
       -0, 0, 1e-300, 2^-28, 2^-55, 2^-56, 709.782712893384, -709.782712893384)
x <- c(x, -x[1:500])
writeLines(sprintf("%a %a %a %a", x, sinh(x), cosh(x), tanh(x)), "hyperbolic-r.txt")
# and inverse-hyperbolic-r.txt: x and asinh(x), acosh(x), atanh(x) over each path of the three
y <- c(rnorm(800) * 4, runif(600, -1, 1), 1 + rexp(600), 2 + rexp(300) * 100, exp(runif(200, 19, 700)),
       runif(300) * 2^-sample(1:40, 300, TRUE), 0.5 + (-20:20) * 2^-52, 2 + (-20:20) * 2^-51,
       2^28 + (-5:5) * 2^-24, 1 + (1:20) * 2^-52, -0, 0, 1, -1, 0.5, 2, Inf, -Inf, NA, NaN)
y <- c(y, -y[1:400])
writeLines(suppressWarnings(sprintf("%a %a %a %a", y, asinh(y), acosh(y), atanh(y))), "inverse-hyperbolic-r.txt")
