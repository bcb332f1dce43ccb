# Writes tan-r.txt: x and GNU R's tan(x) (the C library's), each as C's %a (hex, exact), one case a line.
# Run from this directory with Rscript (R 4.2.2 on x86-64 Linux, glibc 2.36); TanTest reads it.
set.seed(20261203)
x <- c(pi * runif(1500),                       # rcauchy's arguments
       runif(500, -25, 25), runif(400, -0.8, 0.8), runif(300, -0.07, 0.07),
       runif(200) * 2^-sample(1:40, 200, TRUE), # each path's range, and below 1.259e-8
       pi / 2 + (runif(200) - 0.5) * 1e-6, pi + (runif(100) - 0.5) * 1e-7,  # near the poles and zeros
       0.0608 + (-50:50) * 2^-30, 0.787 + (-50:50) * 2^-30,                 # the paths' boundaries
       -0, 0, 1e-300, 25, -25, 3 * pi / 2)
writeLines(sprintf("%a %a", x, tan(x)), "tan-r.txt")
