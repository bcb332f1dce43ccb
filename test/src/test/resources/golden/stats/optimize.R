# optimize / optimise: Brent's minimum search (golden sections and parabolas), maxima, R's checks
# and warnings for non-finite values
f <- function(x, a) (x - a)^2
print(optimize(f, c(0, 1), tol = 0.0001, a = 1/3))
str(optimize(function(x) sin(x), c(0, 2 * pi)))
print(optimize(function(x) -x^2 + 4 * x, c(-10, 10), maximum = TRUE))
print(optimise(function(x) abs(x - 0.7), lower = 0, upper = 5))
print(optimize(function(x) exp(-x) * x^2, c(0, 10), maximum = TRUE)$maximum, digits = 12)
r <- try(optimize(function(x) x, lower = 1, upper = 0), silent = TRUE); cat(r)
o <- withCallingHandlers(optimize(function(x) if (x > 0.5) Inf else (x - 0.2)^2, c(0, 1)), warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
print(round(o$minimum, 5))
print(optimize(function(x) x^2 * (x - 1), c(0, 2))$minimum)
