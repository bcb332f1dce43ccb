# Writes trig-r.txt: x and GNU R's sin(x), cos(x), atan(x) (the C library's), then y, x and
# atan2(y, x), each as C's %a (hex, exact), one case a line. Run from this directory with Rscript
# (R 4.2.2 on x86-64 Linux, glibc 2.36); SinCosAtanTest reads it.
set.seed(20261203)
e <- sample(-1074:1023, 200, TRUE)
x <- c(runif(400, -4, 4), runif(150, -100, 100), runif(150, -2e8, 2e8),           # each path, both reductions
       (1 + runif(200)) * 2^e * sample(c(-1, 1), 200, TRUE),                      # every exponent
       (-100:100) * pi / 2 + runif(201, -1e-9, 1e-9),                             # near the multiples of pi/2
       runif(200, -0.13, 0.13), 1 / runif(100, 1, 16), runif(100, 16, 1e16),     # atan's paths
       0.855469 + (-10:10) * 2^-40, 2.426265 + (-10:10) * 2^-40, 105414350 + (-10:10) * 2^-26,
       0, -0, 5e-324, -5e-324, 2^-1022, .Machine$double.xmax, 1e22, 1e300, pi, Inf, -Inf, NaN, NA)
y <- c(x[1:700], runif(300, -1, 1) * 2^sample(-600:600, 300, TRUE), 0, -0, Inf, -Inf, Inf, -Inf, 1, -1, NA, NaN)
xx <- c(runif(700, -4, 4) * x[1:700] * 2^sample(-40:40, 700, TRUE), runif(300, -1, 1) * 2^sample(-600:600, 300, TRUE),
        -1, -1, Inf, -Inf, -Inf, Inf, 0, -0, 1, 1)
writeLines(c(sprintf("%a %a %a %a", x, sin(x), cos(x), atan(x)), sprintf("%a %a %a", y, xx, atan2(y, xx))), "trig-r.txt")
