# nlminb through PORT (drmng, drmnf): R's iterates, counts and messages, printed whole.
rosen <- function(p) 100 * (p[2] - p[1]^2)^2 + (1 - p[1])^2
grr <- function(p) c(-400 * p[1] * (p[2] - p[1]^2) - 2 * (1 - p[1]), 200 * (p[2] - p[1]^2))
str(nlminb(c(-1.2, 1), rosen))
str(nlminb(c(-1.2, 1), rosen, grr))
print(nlminb(c(x = -1.2, y = 1), rosen, grr), digits = 17)
print(nlminb(c(-1.2, 1), rosen), digits = 17)
q <- function(p, a) sum((p - a)^2) + 1
str(nlminb(c(a = 0, b = 0, c = 0), q, a = c(1, -2, 3)))
str(nlminb(c(a = 0, b = 0, c = 0), q, function(p, a) 2 * (p - a), a = c(1, -2, 3)))
x <- c(2.1, 3.3, 1.7, 4.2, 2.9, 3.8, 2.2, 3.1)
nll <- function(p) -sum(dnorm(x, p[1], exp(p[2]), log = TRUE))
print(nlminb(c(0, 0), nll), digits = 15)
print(nlminb(c(mu = 1, ls = 0), nll, scale = c(1, 10)), digits = 15)
set.seed(1)
y <- rpois(50, exp(0.5 + 0.3 * (1:50)/10))
t <- (1:50)/10
pll <- function(b) { eta <- b[1] + b[2] * t; -sum(y * eta - exp(eta)) }
pgr <- function(b) { mu <- exp(b[1] + b[2] * t); -c(sum(y - mu), sum((y - mu) * t)) }
print(nlminb(c(0, 0), pll), digits = 15)
print(nlminb(c(0, 0), pll, pgr), digits = 15)
# controls: limits, tolerances, trace
str(nlminb(c(-1.2, 1), rosen, control = list(iter.max = 5)))
str(nlminb(c(-1.2, 1), rosen, grr, control = list(eval.max = 10)))
str(nlminb(c(-1.2, 1), rosen, control = list(rel.tol = 1e-4, x.tol = 1e-3)))
str(nlminb(c(-1.2, 1), rosen, grr, control = list(abs.tol = 1e-6)))
str(nlminb(c(-1.2, 1), rosen, control = list(step.min = 0.1, step.max = 0.5)))
str(nlminb(c(-1.2, 1), rosen, control = list(scale.init = 2)))
r <- nlminb(c(-1.2, 1), rosen, grr, control = list(trace = 5))
r <- nlminb(c(-1.2, 1), rosen, control = list(trace = 1, iter.max = 4))
str(nlminb(c(0, 0), nll, control = list(rel.tol = -1)))
str(nlminb(c(0, 0), nll, control = list(x.tol = 2)))
str(nlminb(c(0, 0), nll, control = list(diff.g = 2)))
str(nlminb(c(0, 0), nll, scale = c(1, -1)))
str(nlminb(c(0, 0), nll, control = list(iter.max = 0)))
# non-finite values: R's warning, then the search goes on from +Inf
r <- withCallingHandlers(nlminb(3, function(p) if (p > 4) NA else (p - 5)^2),
    warning = function(w) { print(conditionMessage(w)); invokeRestart("muffleWarning") })
str(r)
str(nlminb(1, function(p) (p - 2)^4))
str(nlminb(c(1, 1, 1, 1), function(p) sum((p - 1:4)^2 * (1:4)) + prod(p)^2 / 100))
tryCatch(nlminb(c(0, 0), rosen, function(p) 1), error = function(e) print(conditionMessage(e)))
tryCatch(nlminb(c(0, 0), rosen, function(p) c(NA, 1)), error = function(e) print(conditionMessage(e)))
tryCatch(nlminb(numeric(0), rosen), error = function(e) print(conditionMessage(e)))
