# mean's second pass on data in their mean's units (the narrow residual loop): residuals up to a
# binade past the mean, sums below the mean's binade, means at powers of two, residual sums crossing zero
set.seed(27)
show <- function(x) cat(sprintf("%a", mean(x)), format(mean(x), digits = 17), "\n")
show(runif(2e5))
show(runif(1e5) * 0.999)
show(rnorm(2e5, 1000))
show(rnorm(1e5, 1000, 300))
for (p in c(-10, -1, 0, 3, 20)) {
  e <- 2^p
  show(e + runif(5000, -e, e) * 0.5)
  show(e * (1 - 2^-30) + rnorm(3000) * e / 8)
  show(c(rep(e * 1.5, 700), rep(e * 0.75, 1400), runif(999) * e))
}
x <- runif(1001)
show(x); show(c(x, NA)); show(c(x, NaN)); show(c(x, Inf)); show(c(-Inf, x))
show(numeric(0)); show(0.3); show(rep(0.1, 1000))
