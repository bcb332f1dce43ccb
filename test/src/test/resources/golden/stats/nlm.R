# nlm (R's uncmin): numeric and analytic gradients, Hessians, typsize, print of the result
f <- function(x) sum((x - 1:length(x))^2)
r <- nlm(f, c(10, 10))
r
str(r)
print(r$estimate, digits = 17)
r2 <- nlm(f, c(10, 10), hessian = TRUE)
r2$hessian
print(nlm(f, c(-3, 5, 8), iterlim = 2))
fr <- function(x) 100 * (x[2] - x[1]^2)^2 + (1 - x[1])^2
rr <- nlm(fr, c(-1.2, 1))
print(rr, digits = 15)
rosen <- function(x) {
  v <- 100 * (x[2] - x[1]^2)^2 + (1 - x[1])^2
  attr(v, "gradient") <- c(-400 * x[1] * (x[2] - x[1]^2) - 2 * (1 - x[1]), 200 * (x[2] - x[1]^2))
  v
}
print(nlm(rosen, c(-1.2, 1)), digits = 15)
rosenh <- function(x) {
  v <- rosen(x)
  attr(v, "hessian") <- matrix(c(1200 * x[1]^2 - 400 * x[2] + 2, -400 * x[1], -400 * x[1], 200), 2)
  v
}
print(nlm(rosenh, c(-1.2, 1), hessian = TRUE), digits = 15)
# extra arguments through ...
g <- function(x, a) sum((x - a)^2) + 3
nlm(g, c(0, 0), a = c(2, -1))
nlm(function(x, s) sum(exp(x / s) - x), c(1, 2), s = 2, typsize = c(10, 10), fscale = 2)
nlm(f, c(10, 10), stepmax = 0.5, steptol = 1e-3, gradtol = 1e-3)
# a one-parameter problem and an unbounded one
nlm(function(x) (x - 3)^2 + 1, 10)
nlm(function(x) x[1] + x[2], c(1, 1), iterlim = 20)
# a value that is not finite away from the start
nlm(function(x) if (x[1] < 0) Inf else sum((x - c(0.5, 2))^2), c(4, 4))
# counting calls: the table of five computed points
k <- 0
invisible(nlm(function(x) { k <<- k + 1; sum((x - 2)^2) }, c(0, 0)))
k
