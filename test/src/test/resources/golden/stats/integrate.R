# integrate: QUADPACK's dqags (finite limits) and dqagi (an infinite limit), value and error as R's
integrate(dnorm, -1.96, 1.96)
integrate(dnorm, -Inf, Inf)
integrate(dnorm, 0, Inf)
integrate(dnorm, -Inf, 0)
integrate(dnorm, -Inf, -1.96)
integrand <- function(x) {1/((x+1)*sqrt(x))}
integrate(integrand, lower = 0, upper = Inf)
# extra arguments reach f through ...
r <- integrate(function(x, a) exp(-a * x^2/2), -Inf, Inf, a = 2)
r
str(r)
print(r$value, digits = 15)
print(r$abs.error, digits = 15)
r$subdivisions
r$message
r$call
class(r)
names(r)
integrate(function(x, mean, sd) exp(-(x - mean)^2 / (2 * sd^2)), 0, 3, mean = 1, sd = 0.5)
integrate(dnorm, 0, 2, mean = 1, sd = 2)
# an end-point singularity: extrapolation
s <- integrate(function(x) 1/sqrt(x), 0, 1)
s
print(s, digits = 15)
print(c(s$value, s$abs.error), digits = 15)
s$subdivisions
l <- integrate(log, 0, 1)
print(c(l$value, l$abs.error), digits = 15)
l$subdivisions
integrate(function(x) x^-0.9, 0, 1)
# oscillating integrands
o <- integrate(function(x) sin(x)/x, 0, 1000, subdivisions = 1000L)
o
print(c(o$value, o$abs.error), digits = 15)
o$subdivisions
integrate(function(x) cos(50 * x), 0, 1)
integrate(function(x) sin(x)^2, 0, 20 * pi)
# a kink and a jump
integrate(function(x) abs(x - 0.3), 0, 1)
integrate(function(x) sqrt(abs(x - 0.3)), -1, 2)
integrate(function(x) as.numeric(x > 0.5), 0, 1)
# reversed and empty intervals, integer results, tolerances
integrate(function(x) x^2, 2, 0)
integrate(function(x) x, 0, 0)
integrate(function(x) rep(2L, length(x)), 0, 1)
print(integrate(exp, 0, 1, rel.tol = 1e-12), digits = 15)
print(integrate(exp, 0, 1, abs.tol = 0), digits = 10)
integrate(function(x) 1/(1 + x^2), -Inf, Inf)
integrate(function(x) x^10 * exp(-x), 0, Inf)
integrate(function(x) exp(x), -Inf, 1)
integrate(function(x) exp(-x^2/2), -Inf, Inf, rel.tol = 1e-10)
integrate(dnorm, -1e6, 1e6, stop.on.error = FALSE)
# f is called with a vector of 21 (finite) or 15 (infinite range) points; twice 15 for (-Inf, Inf)
n <- integer(0)
invisible(integrate(function(x) { n <<- c(n, length(x)); dnorm(x) }, -Inf, Inf))
head(n)
n <- integer(0)
invisible(integrate(function(x) { n <<- c(n, length(x)); x }, 0, 1))
n
# failures kept in $message with stop.on.error = FALSE
f <- integrate(function(x) sin(1/x), 0, 1, subdivisions = 5, stop.on.error = FALSE)
f
f$message
f$subdivisions
print(c(f$value, f$abs.error), digits = 15)
d <- integrate(function(x) 1/x, 0, 1, stop.on.error = FALSE)
d
d$subdivisions
integrate(function(x) x, 0, Inf, stop.on.error = FALSE)
integrate(function(x) 1/x, 1, Inf, stop.on.error = FALSE)
integrate(function(x) sin(x), 0, Inf, stop.on.error = FALSE)
unclass(integrate(function(x) x^-1.5, 0, 1, stop.on.error = FALSE))
integrate(function(x) x^2 * exp(-x^2), -Inf, Inf, subdivisions = 1000, abs.tol = 1e-14, rel.tol = 1e-14, stop.on.error = FALSE)
integrate(function(x) 1/(x^2 + 1e-10), -1, 1, stop.on.error = FALSE)
