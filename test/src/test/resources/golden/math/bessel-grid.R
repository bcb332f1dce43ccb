# Bessel functions over a grid of x and orders (both signs), ten significant digits
xs <- c(1e-10, 1e-3, 0.1, 0.5, 1, 1.9999, 2, 2.5, 5, 10, 30, 99.5, 1000, 12345.6)
nus <- c(0, 0.25, 0.5, 1, 1.5, 2, 2.7, 5, 10.3, 30, 100.5)
p <- function(v) cat(sprintf("%.9e", v), "\n")
for (nu in c(nus, -nus[-1])) {
  cat("nu =", nu, "\n")
  p(besselJ(xs, nu))
  p(besselY(xs, nu))
  for (sc in c(FALSE, TRUE)) {
    p(besselI(xs, nu, sc))
    p(besselK(xs, nu, sc))
  }
}
# identities, to a relative 1e-12
x <- c(0.3, 3, 30)
ok <- function(a, b) print(isTRUE(all.equal(a, b, tolerance = 1e-12)))
ok(besselJ(x, 2), 2 / x * besselJ(x, 1) - besselJ(x, 0))
ok(besselI(x, 0.5), sqrt(2 / (pi * x)) * sinh(x))
ok(besselK(x, 0.5), sqrt(pi / (2 * x)) * exp(-x))
ok(besselJ(x, 1.5), sqrt(2 / (pi * x)) * (sin(x) / x - cos(x)))
