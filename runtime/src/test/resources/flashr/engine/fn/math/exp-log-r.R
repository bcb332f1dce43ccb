# Writes exp-r.txt: x and GNU R's exp(x), each as C's %a, one case a line; ExpLogRTest reads it.
set.seed(20261202)
x <- c(runif(1000, -745, 710), runif(600, -8, 8), runif(300, -1e-3, 1e-3),
       runif(100, -745.2, -708), runif(100, 700, 709.8), runif(50, -1e-15, 1e-15),
       0, -0, 1, -1, 709.78, 709.79, -745.13, -745.14, Inf, -Inf, NaN, NA, 2^-60, -2^-60)
writeLines(sprintf("%a %a", x, exp(x)), "exp-r.txt")
# log: and log-r.txt, the same for log(x)
z <- c(runif(800, 0, 100), runif(400, 0.9, 1.1), runif(200, 0.93, 1.07), 2^runif(400, -1074, 1024),
       runif(100, 0, 1e-310), 1, 2, 0.5, 0, -0, -1, Inf, -Inf, NaN, NA, 5e-324, 1.797693e308,
       1 - 2^-4, 1 + 0x1.09p-4, 1 - 2^-53, 1 + 2^-52)
writeLines(sprintf("%a %a", z, log(z)), "log-r.txt")
# log10: and log10-r.txt (R calls the C library's log10; log(x, 10) too)
w <- c(exp(runif(1500, -700, 700)), runif(500, 0.5, 2), 10^(-20:20), 2^runif(300, -1074, 1024),
       runif(100, 0, 1e-310), 1, 0, -0, -1, Inf, -Inf, NaN, NA)
writeLines(sprintf("%a %a", w, log10(w)), "log10-r.txt")
