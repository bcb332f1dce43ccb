# nlminb with a Hessian through PORT (drmnh, drmnhb): R's iterates, counts and messages.
rosen <- function(p) 100 * (p[2] - p[1]^2)^2 + (1 - p[1])^2
grr <- function(p) c(-400 * p[1] * (p[2] - p[1]^2) - 2 * (1 - p[1]), 200 * (p[2] - p[1]^2))
hsr <- function(p) matrix(c(1200 * p[1]^2 - 400 * p[2] + 2, -400 * p[1], -400 * p[1], 200), 2)
print(nlminb(c(-1.2, 1), rosen, grr, hsr), digits = 17)
print(nlminb(c(x = -1.2, y = 1), rosen, grr, hsr, lower = -2, upper = 0.8), digits = 17)
str(nlminb(c(-1.2, 1), rosen, grr, hsr, scale = c(2, 0.5)))
str(nlminb(c(3, 3), rosen, grr, hsr, lower = c(1.2, -Inf), upper = c(Inf, 1)))
# a quadratic: one Newton step
A <- matrix(c(4, 1, 0, 1, 3, 1, 0, 1, 2), 3)
b <- c(1, -2, 3)
qf <- function(p) 0.5 * sum(p * (A %*% p)) - sum(b * p)
qg <- function(p) as.vector(A %*% p) - b
qh <- function(p) A
print(nlminb(c(0, 0, 0), qf, qg, qh), digits = 15)
print(nlminb(c(0, 0, 0), qf, qg, qh, lower = 0), digits = 15)
print(nlminb(c(0, 0, 0), qf, qg, qh, lower = c(-1, 0, 0), upper = c(1, 0.5, 1)), digits = 15)
# an indefinite Hessian at the start
wf <- function(p) p[1]^4 - 2 * p[1]^2 + p[2]^2 + p[1] * p[2]
wg <- function(p) c(4 * p[1]^3 - 4 * p[1] + p[2], 2 * p[2] + p[1])
wh <- function(p) matrix(c(12 * p[1]^2 - 4, 1, 1, 2), 2)
print(nlminb(c(0.1, 0.1), wf, wg, wh), digits = 15)
print(nlminb(c(0.1, 0.1), wf, wg, wh, lower = c(-0.5, -1), upper = c(0.5, 1)), digits = 15)
# a Poisson regression with its Hessian
set.seed(7)
t <- (1:30)/10
y <- rpois(30, exp(0.2 + 0.5 * t))
pll <- function(b) { eta <- b[1] + b[2] * t; -sum(y * eta - exp(eta)) }
pgr <- function(b) { mu <- exp(b[1] + b[2] * t); -c(sum(y - mu), sum((y - mu) * t)) }
phs <- function(b) { mu <- exp(b[1] + b[2] * t); matrix(c(sum(mu), sum(mu * t), sum(mu * t), sum(mu * t^2)), 2) }
print(nlminb(c(0, 0), pll, pgr, phs), digits = 15)
str(nlminb(c(0, 0), pll, pgr, phs, control = list(iter.max = 2)))
r <- nlminb(c(-1.2, 1), rosen, grr, hsr, control = list(trace = 5))
# the Hessian is ignored without a gradient; errors as R's
str(nlminb(c(-1.2, 1), rosen, hessian = hsr)[c("iterations", "evaluations")])
tryCatch(nlminb(c(-1.2, 1), rosen, grr, function(p) 1), error = function(e) print(conditionMessage(e)))
tryCatch(nlminb(c(-1.2, 1), rosen, grr, function(p) matrix(NA_real_, 2, 2)), error = function(e) print(conditionMessage(e)))
tryCatch(nlminb(c(-1.2, 1), rosen, grr, TRUE), error = function(e) print(conditionMessage(e)))
