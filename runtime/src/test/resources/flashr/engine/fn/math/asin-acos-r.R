# Writes asin-acos-r.txt: x and GNU R's asin(x) and acos(x) (the C library's), each as C's %a (hex,
# exact), one case a line. Run from this directory with Rscript (R 4.2.2 on x86-64 Linux, glibc 2.36);
# AsinAcosTest reads it. Every path of asin and acos (tiny, below 1/8, the table intervals up to
# 0.96875, the square-root form up to 1), their borders, every exponent, and arguments where
# Java's Math.asin/acos differ from the C library.
set.seed(20261204)
runif <- function(n, a = 0, b = 1) {   # all 53 bits random, not runif's 32
    u <- stats::runif(n, a, b)
    u + (stats::runif(n) - 0.5) * abs(u) * 2^-31
}
e <- sample(-1074:0, 300, TRUE)
b <- c(2^-55, 2^-26, 1/8, 1/4, 1/2, 3/4, 0.921875, 0.953125, 0.96875, 1)
near <- unlist(lapply(b, function(v) v * (1 + (-4:4) * 2^-52)))
x <- c(runif(600, -1, 1), runif(300, -0.125, 0.125), runif(300, 0.125, 0.5), runif(300, 0.5, 0.75),
       runif(200, 0.75, 0.921875), runif(200, 0.921875, 0.953125), runif(200, 0.953125, 0.96875),
       runif(300, 0.96875, 1), 1 - 2^-(1:53), -1 + 2^-(1:53),
       (1 + runif(300)) * 2^(e - 1) * sample(c(-1, 1), 300, TRUE),
       near, -near, 1 + 2^-52, -1 - 2^-52, 2, -3, 1e300,
       0, -0, 5e-324, -5e-324, 2^-1022, 1, -1, 0.5, -0.5, Inf, -Inf, NaN, NA)
x <- x * ifelse(seq_along(x) <= 2200 & runif(length(x)) < 0.5, -1, 1)
writeLines(sprintf("%a %a %a", x, suppressWarnings(asin(x)), suppressWarnings(acos(x))), "asin-acos-r.txt")
