# nlminb with bounds through PORT (drmngb, drmnfb): R's iterates, counts and messages.
rosen <- function(p) 100 * (p[2] - p[1]^2)^2 + (1 - p[1])^2
grr <- function(p) c(-400 * p[1] * (p[2] - p[1]^2) - 2 * (1 - p[1]), 200 * (p[2] - p[1]^2))
print(nlminb(c(-1.2, 1), rosen, lower = -2, upper = 0.8), digits = 17)
print(nlminb(c(-1.2, 1), rosen, grr, lower = -2, upper = 0.8), digits = 17)
str(nlminb(c(-1.2, 1), rosen, grr, lower = c(-Inf, 1.5)))
str(nlminb(c(3, 3), rosen, lower = c(1.2, -Inf), upper = c(Inf, 1)))
q <- function(p, a) sum((p - a)^2) + 1
str(nlminb(c(0, 0, 0), q, a = c(1, -2, 3), lower = c(0, 0, 0), upper = c(2, 2, 2)))
str(nlminb(c(0, 0, 0), q, function(p, a) 2 * (p - a), a = c(1, -2, 3), lower = 0, upper = 2))
print(nlminb(c(0, 0, 0), q, a = c(1, -2, 3), lower = 0, upper = 2, scale = c(1, 10, 0.1)), digits = 15)
# a likelihood with a variance bounded away from 0
x <- c(2.1, 3.3, 1.7, 4.2, 2.9, 3.8, 2.2, 3.1)
nll <- function(p) -sum(dnorm(x, p[1], p[2], log = TRUE))
print(nlminb(c(mu = 1, sd = 1), nll, lower = c(-Inf, 1e-4)), digits = 15)
print(nlminb(c(mu = 1, sd = 1), nll, lower = c(3, 1e-4), upper = c(5, 0.5)), digits = 15)
# a linear regression with its noise scale by maximum likelihood, the slope bounded
set.seed(42)
u <- runif(40)
y <- 1 + 2 * u + rnorm(40, sd = 0.3)
rll <- function(p) 40 * log(p[3]) + sum((y - p[1] - p[2] * u)^2) / (2 * p[3]^2)
rgr <- function(p) {
    r <- y - p[1] - p[2] * u
    c(-sum(r) / p[3]^2, -sum(r * u) / p[3]^2, 40 / p[3] - sum(r^2) / p[3]^3)
}
print(nlminb(c(0, 0, 1), rll, rgr, lower = c(-Inf, 0, 1e-6), upper = c(Inf, 1.5, Inf)), digits = 15)
print(nlminb(c(0, 0, 1), rll, lower = c(-Inf, 0, 1e-6), upper = c(Inf, 1.5, Inf)), digits = 15)
# a variable fixed by equal bounds; a start outside the bounds; crossed bounds
str(nlminb(c(0, 0, 0), q, a = c(1, -2, 3), lower = c(-Inf, 0.5, -Inf), upper = c(Inf, 0.5, Inf)))
str(nlminb(c(10, -10), rosen, grr, lower = -1, upper = 2))
str(nlminb(c(0, 0), rosen, lower = c(1, 0), upper = c(0, 1)))
str(nlminb(c(-1.2, 1), rosen, lower = -2, upper = 0.8, control = list(iter.max = 3)))
str(nlminb(c(-1.2, 1), rosen, grr, lower = -2, upper = 0.8, control = list(eval.max = 5, rel.tol = 1e-6)))
r <- nlminb(c(-1.2, 1), rosen, grr, lower = -2, upper = 0.8, control = list(trace = 4))
r <- nlminb(c(-1.2, 1), rosen, lower = -2, upper = 0.8, control = list(trace = 10))
nlminb(5, function(p) if (p > 6) NA else (p - 8)^2, lower = 0, upper = 10)$par
