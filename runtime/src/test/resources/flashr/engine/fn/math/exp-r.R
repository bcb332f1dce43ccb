# Writes exp-r.txt: x and GNU R's exp(x), each as C's %a, one case a line; ExpRTest reads it.
set.seed(20261202)
x <- c(runif(1000, -745, 710), runif(600, -8, 8), runif(300, -1e-3, 1e-3),
       runif(100, -745.2, -708), runif(100, 700, 709.8), runif(50, -1e-15, 1e-15),
       0, -0, 1, -1, 709.78, 709.79, -745.13, -745.14, Inf, -Inf, NaN, NA, 2^-60, -2^-60)
writeLines(sprintf("%a %a", x, exp(x)), "exp-r.txt")
