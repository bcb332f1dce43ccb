# Writes log2-r.txt: x and GNU R's log2(x) and log(x, 2) (the C library's log2), each as C's %a
# (hex, exact), one case a line. Run from this directory with Rscript (R 4.2.2 on x86-64 Linux,
# glibc 2.36); Log2Test reads it.
set.seed(20261204)
x <- c(runif(1500, 0, 1000), 1:600, exp(runif(400, -700, 700)),   # everyday arguments, every range
       1 + (runif(600) - 0.5) * 0.12,                              # near 1: both paths
       1 + (runif(300) - 0.5) * 2^-sample(5:50, 300, TRUE),
       1 - 0x1.5b51p-5 + (-20:20) * 2^-52, 1 + 0x1.6ab2p-5 + (-20:20) * 2^-52,   # the paths' boundary
       2^(-1074:1023), 2^(-1022:1023) * (1 + 2^-52), 2^(-1021:1023) * (1 - 2^-53),
       runif(200) * 2^-1030, .Machine$double.xmax, .Machine$double.xmin,   # subnormal, extremes
       0, -0, Inf, -1, -Inf, NA, NaN)
writeLines(sprintf("%a %a %a", x, suppressWarnings(log2(x)), suppressWarnings(log(x, 2))), "log2-r.txt")
