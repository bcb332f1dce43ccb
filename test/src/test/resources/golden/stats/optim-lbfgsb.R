# optim(method = "L-BFGS-B"): box constraints, as GNU R's lbfgsb runs them
fr <- function(x) 100 * (x[2] - x[1]^2)^2 + (1 - x[1])^2
grr <- function(x) c(-400 * x[1] * (x[2] - x[1]^2) - 2 * (1 - x[1]), 200 * (x[2] - x[1]^2))

print(optim(c(-1.2, 1), fr, grr, method = "L-BFGS-B"))
print(optim(c(-1.2, 1), fr, method = "L-BFGS-B"))
o <- optim(c(-1.2, 1), fr, grr, method = "L-BFGS-B")
print(sprintf("%.17g", c(o$par, o$value)))

# "wild" 25-dimensional box-constrained function from R's examples
flb <- function(x) {
    p <- length(x)
    sum(c(1, rep(4, p - 1)) * (x - c(1, x[-p])^2)^2)
}
print(optim(rep(3, 25), flb, NULL, method = "L-BFGS-B", lower = rep(2, 25), upper = rep(4, 25)))

# bounds that bind, one-sided bounds, a start outside the box
print(optim(c(-1.2, 1), fr, grr, method = "L-BFGS-B", lower = c(-2, -2), upper = c(0.5, 2)))
print(optim(c(-1.2, 1), fr, method = "L-BFGS-B", lower = c(-2, -2), upper = c(0.5, 2), hessian = TRUE))
print(optim(c(5, 5), fr, grr, method = "L-BFGS-B", lower = c(-1, -1), upper = c(2, 2)))
print(optim(3, function(x) (x - 1)^2 + exp(x), method = "L-BFGS-B", lower = 0))
print(optim(3, function(x) (x - 1)^2, method = "L-BFGS-B", lower = 2, upper = 5))
print(optim(c(1, 2), function(x) -sum(x^2), method = "L-BFGS-B", upper = c(3, 4)))
print(optim(c(1, 1), function(x) sum(x), method = "L-BFGS-B", lower = c(1, 1)))

# extended Rosenbrock: more parameters than the memory holds, bounds on some sides
ext <- function(x) {
    i <- seq(1, length(x), 2)
    sum(100 * (x[i + 1] - x[i]^2)^2 + (1 - x[i])^2)
}
o <- optim(rep(c(-1.2, 1), 5), ext, method = "L-BFGS-B")
print(o$counts)
print(o$value, digits = 15)
print(o$message)
print(optim(rep(c(-1.2, 1), 15), ext, method = "L-BFGS-B", lower = -0.5, control = list(lmm = 3)))
print(optim(rep(c(-1.2, 1), 15), ext, method = "L-BFGS-B", upper = 0.8, control = list(lmm = 10, factr = 1e3)))
print(optim(rep(c(-1.2, 1), 15), ext, method = "L-BFGS-B", lower = -0.5, upper = 0.9, control = list(pgtol = 1e-3)))

# names, scaling, maximization, extra arguments
print(optim(c(a = -1.2, b = 1), fr, grr, method = "L-BFGS-B", lower = c(-3, 0.5)))
print(optim(c(1, 1), function(x) -fr(x), method = "L-BFGS-B", lower = c(0, 0),
            control = list(fnscale = -1, parscale = c(2, 0.5))))
fq <- function(x, a) sum((x - a)^2)
print(optim(c(0, 0, 0), fq, a = c(1, -2, 3), method = "L-BFGS-B", lower = c(-1, -1, -1), upper = c(2, 2, 2)))

# maxit reached, the flat and the non-smooth
print(optim(c(a = -1.2, b = 1), fr, grr, method = "L-BFGS-B", control = list(maxit = 5)))
print(optim(c(1, 2), function(x) 3, method = "L-BFGS-B"))
print(optim(c(1, 2), function(x) sum(floor(abs(x) * 10)), method = "L-BFGS-B"))
print(optim(c(0.3, 2), function(x) sum(abs(x - 1)), method = "L-BFGS-B"))
print(optim(numeric(0), function(x) 5, method = "L-BFGS-B"))

# bounds given to another method: a warning, then L-BFGS-B; reltol is not L-BFGS-B's
print(optim(c(-1.2, 1), fr, grr, lower = c(-2, -2)))
print(optim(c(-1.2, 1), fr, grr, method = "L-BFGS-B", control = list(reltol = 1e-4)))

# errors
o <- optim(c(1, 2), function(x) sum(x^2), method = "L-BFGS-B", lower = c(0, 3), upper = c(1, 2))
print(o$convergence)
print(o$message)
try(optim(c(1, 2), function(x) if (x[1] < 0.9) NA else sum(x^2), method = "L-BFGS-B"))
try(optim(c(1, 2), function(x) sum(x^2), method = "L-BFGS-B", control = list(REPORT = 0)))

# progress reports at each trace level
invisible(optim(c(-1.2, 1), fr, grr, method = "L-BFGS-B", control = list(trace = 1)))
invisible(optim(c(-1.2, 1), fr, grr, method = "L-BFGS-B", control = list(trace = 2), lower = -5))
invisible(optim(c(-1.2, 1), fr, grr, method = "L-BFGS-B", control = list(trace = 3, REPORT = 2)))
invisible(optim(c(-1.2, 1), fr, grr, method = "L-BFGS-B", control = list(trace = 6), lower = c(-2, 0), upper = c(0.5, 3)))
