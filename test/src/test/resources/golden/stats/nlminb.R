# nlminb: unconstrained and bounded minimization with and without gradient and Hessian. The
# optimum is printed rounded: PORT and any other correct method stop within rel.tol of the
# minimum, which leaves the 6th-8th digits of the parameters to the method.
show <- function(r, digits = 5, message = TRUE) {
    print(round(r$par, digits))
    print(round(r$objective, 6))
    print(r$convergence)
    if (message) print(r$message)
    print(names(r))
    print(names(r$evaluations))
}
x <- c(2.1, 3.3, 1.7, 4.2, 2.9, 3.8, 2.2, 3.1)
nll <- function(p) -sum(dnorm(x, p[1], exp(p[2]), log = TRUE))
show(nlminb(c(0, 0), nll), 4)
show(nlminb(c(mu = 1, ls = 0), nll, lower = c(-Inf, 0)), 4, FALSE)
show(nlminb(c(mu = 1, ls = 0), nll, lower = c(3, -Inf), upper = c(5, 1)), 4, FALSE)
rosen <- function(p) 100 * (p[2] - p[1]^2)^2 + (1 - p[1])^2
grr <- function(p) c(-400 * p[1] * (p[2] - p[1]^2) - 2 * (1 - p[1]), 200 * (p[2] - p[1]^2))
show(nlminb(c(-1.2, 1), rosen))
show(nlminb(c(-1.2, 1), rosen, grr))
show(nlminb(c(-1.2, 1), rosen, grr, lower = -2, upper = 0.8), message = FALSE)
hsr <- function(p) matrix(c(1200 * p[1]^2 - 400 * p[2] + 2, -400 * p[1], -400 * p[1], 200), 2)
show(nlminb(c(-1.2, 1), rosen, grr, hsr), message = FALSE)
q <- function(p, a) sum((p - a)^2) + 1
show(nlminb(c(a = 0, b = 0, c = 0), q, a = c(1, -2, 3)), message = FALSE)
show(nlminb(c(0, 0, 0), q, a = c(1, -2, 3), lower = c(0, 0, 0), upper = c(2, 2, 2)), message = FALSE)
show(nlminb(c(0, 0, 0), q, a = c(1, -2, 3), lower = 0, upper = 2, scale = c(1, 10, 0.1)), 3, message = FALSE)
r <- nlminb(c(0, 0), nll, control = list(iter.max = 1))
r$convergence; r$message; r$iterations
r <- nlminb(c(0, 0), nll, control = list(rel.tol = -1))
str(r)
r <- nlminb(c(5, 5), function(p) sum((p - 1)^2), lower = 2, upper = c(3, 1))
str(r)
r <- withCallingHandlers(nlminb(c(0, 0), nll, control = list(foo = 1, bar = 2, rel.tol = 1e-12)),
                         warning = function(w) { print(conditionMessage(w)); invokeRestart("muffleWarning") })
round(r$par, 4)
tryCatch(nlminb(c(0, 0), nll, control = list(1)), error = function(e) conditionMessage(e))
tryCatch(nlminb(c(0, 0), nll, grr, hessian = TRUE), error = function(e) conditionMessage(e))
