# Writes pow-r.txt: x, y and GNU R's x^y, each as C's %a (hex, exact), one case a line.
# Run from this directory with Rscript (R 4.2.2 on x86-64 Linux, glibc 2.36); PowTest reads it.
set.seed(20261201)
rbits <- function(k) readBin(as.raw(sample(0:255, 8 * k, replace = TRUE)), "double", k)
cases <- list(
  # typical bases and exponents
  list(runif(800, 0, 100), runif(800, -10, 10)),
  # negative bases, integer exponents (as doubles here; as integers below)
  list(runif(400, -5, 5), as.double(sample(-40:40, 400, replace = TRUE))),
  # common exponents
  list(runif(600, 0, 1e3), rep(c(3, 0.5, -1, 1/3, 10, -0.5), 100)),
  # subnormal bases, and results in the subnormal range
  list(runif(200) * 2^-1060, runif(200, 0, 2)),
  list((runif(300) + 0.5) * 2^-(e <- sample(1:1000, 300, TRUE)), (1030 + runif(300, 0, 50)) / e),
  # results near overflow
  list((runif(300) + 0.5) * 2^(e <- sample(1:1000, 300, TRUE)), (1000 + runif(300, 0, 30)) / e),
  # bases near 1 with large exponents, tiny exponents
  list(1 + (runif(200) - 0.5) * 1e-6, runif(200, 0, 1e9)),
  list(runif(100, 0, 10), runif(100, -1, 1) * 1e-20),
  list(-(1 + runif(100) * 1e-3), as.double(sample(1e6:2e6, 100))),
  # random bit patterns
  list(rbits(600), rbits(600)),
  list(rbits(300), runif(300, -3, 3))
)
sp <- c(0, -0, 1, -1, 2, -2, 0.5, Inf, -Inf, NaN, NA, 1e308, 5e-324, 3)
grid <- expand.grid(x = sp, y = c(sp, 0.5, -0.5, 2.5, -3, 1e20, -1e20))
x <- c(unlist(lapply(cases, `[[`, 1)), grid$x)
y <- c(unlist(lapply(cases, `[[`, 2)), grid$y)
r <- x^y
# R's integer exponent path, for the integer-valued exponents that fit
ok <- !is.na(y) & is.finite(y) & y == round(y) & abs(y) < 2^31
ri <- x[ok]^as.integer(y[ok])
stopifnot(identical(ri, r[ok]))
writeLines(sprintf("%a %a %a", x, y, r), "pow-r.txt")
