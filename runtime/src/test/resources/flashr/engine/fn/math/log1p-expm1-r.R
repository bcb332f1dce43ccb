# Writes log1p-r.txt and expm1-r.txt: x and GNU R's log1p(x) / expm1(x) (the C library's, its FMA
# build), each as C's %a, one case a line; Log1pExpm1RTest reads them.
set.seed(20261203)
x <- c(runif(1500, -1, 1), runif(600, -0.2929, 0.41422), runif(300, -1e-3, 1e-3), runif(100, -1e-8, 1e-8),
       exp(runif(500, -40, 40)), -exp(runif(300, -60, 0)), runif(100, 1e15, 1e17), 2^runif(100, -1074, -900),
       -1, 0, -0, 1, Inf, -Inf, NaN, NA, -2, 2^-29, -2^-29, 2^-54, 2^53, 2^1023, 0.41422, -0.2929)
writeLines(sprintf("%a %a", x, suppressWarnings(log1p(x))), "log1p-r.txt")
z <- c(runif(1500, -2, 2), runif(600, -0.35, 0.35), runif(300, -1e-3, 1e-3), runif(200, -40, 40),
       runif(300, -750, 710), runif(100, 700, 709.78), runif(100, -1e-17, 1e-17),
       0, -0, 1, -1, Inf, -Inf, NaN, NA, 709.78, 709.79, -38.8, -38.9, 13.86, 14.6, 0.3465736, 1.0397208, -0.25)
writeLines(sprintf("%a %a", z, expm1(z)), "expm1-r.txt")
