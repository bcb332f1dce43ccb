# optim: Nelder-Mead, BFGS, CG and Brent on classic problems, as GNU R runs them
fr <- function(x) 100 * (x[2] - x[1]^2)^2 + (1 - x[1])^2
grr <- function(x) {
    x1 <- x[1]
    x2 <- x[2]
    c(-400 * x1 * (x2 - x1 * x1) - 2 * (1 - x1), 200 * (x2 - x1 * x1))
}

# Rosenbrock by every gradient method, with and without the analytic gradient
o <- optim(c(-1.2, 1), fr)
print(o)
print(optim(c(-1.2, 1), fr, grr, method = "BFGS"))
print(optim(c(-1.2, 1), fr, NULL, method = "BFGS"))
for (type in 1:3) {
    o <- optim(c(-1.2, 1), fr, grr, method = "CG", control = list(type = type))
    cat("CG type", type, ":", format(o$par, digits = 10), o$value, o$counts, o$convergence, "\n")
}
o <- optim(c(-1.2, 1), fr, method = "CG", control = list(maxit = 5000))
str(o)
print(optim(c(-1.2, 1), fr, grr, method = "CG", control = list(type = 2, maxit = 20000)))
print(optim(c(-1.2, 1), fr, method = "BFGS", hessian = TRUE))

# exact values, digit for digit
o <- optim(c(-1.2, 1), fr, grr, method = "BFGS")
print(sprintf("%.17g", c(o$par, o$value)))
o <- optim(c(-1.2, 1), fr)
print(sprintf("%.17g", c(o$par, o$value)))

# names of par are kept, in the result and in what fn sees
fn <- function(p) {
    stopifnot(identical(names(p), c("a", "b")))
    (p[["a"]] - 3)^2 + 2 * (p[["b"]] + 1)^2 + p[["a"]] * p[["b"]]
}
print(optim(c(a = 0, b = 0), fn))
print(optim(c(a = 0, b = 0), fn, method = "BFGS", hessian = TRUE))
print(optim(c(a = 0, b = 0), fn, method = "CG"))

# maximization by fnscale = -1
f2 <- function(x) -(x[1] - 1)^2 - (x[2] - 2)^2 + 5
print(optim(c(0, 0), f2, control = list(fnscale = -1)))
print(optim(c(0, 0), f2, method = "BFGS", control = list(fnscale = -1), hessian = TRUE))

# parscale: parameters of very different sizes
f3 <- function(x) (x[1] - 1000)^2 / 1e4 + (x[2] - 0.001)^2 * 1e4
print(optim(c(500, 0.01), f3, method = "BFGS", control = list(parscale = c(1000, 0.001))))
print(optim(c(500, 0.01), f3, control = list(parscale = c(1000, 0.001), reltol = 1e-12)))

# maxit reached: convergence 1
print(optim(c(-1.2, 1), fr, control = list(maxit = 30)))
print(optim(c(-1.2, 1), fr, grr, method = "BFGS", control = list(maxit = 5)))
print(optim(c(-1.2, 1), fr, grr, method = "CG", control = list(maxit = 10)))

# abstol: stop once the value is small enough
print(optim(c(-1.2, 1), fr, control = list(abstol = 1e-3)))

# extra arguments through ... to fn and gr
fq <- function(x, a, b) sum((x - a)^2) + b
gq <- function(x, a, b) 2 * (x - a)
print(optim(c(0, 0, 0), fq, gq, a = c(1, 2, 3), b = 10, method = "BFGS"))
print(optim(c(0, 0, 0), fq, a = c(1, 2, 3), b = 10))
print(optim(c(0, 0, 0), fq, gq, method = "CG", a = c(1, 2, 3), b = 10, hessian = TRUE))

# one dimension: Nelder-Mead warns, Brent uses optimize
f1 <- function(x) (x - 1/3)^2 + sin(3 * x)
o <- optim(1, f1)
print(o)
print(optim(1, f1, control = list(warn.1d.NelderMead = FALSE))$par)
print(optim(1, f1, method = "Brent", lower = -2, upper = 2))
print(optim(1, function(x) -f1(x), method = "Brent", lower = -2, upper = 0, control = list(fnscale = -1)))
print(optim(1, f1, method = "Brent", lower = -2, upper = 2, hessian = TRUE))

# an integer par is fine
print(optim(c(1L, 2L), function(x) sum((x - c(0.5, 0.25))^2), method = "BFGS"))

# Hessians
print(optimHess(c(1, 1), fr, grr))
print(optimHess(c(1, 1), fr))
h <- optimHess(c(x = 0.5, y = 2), fr)
print(h)
print(optimHess(c(0.5, 2), fr, control = list(ndeps = c(1e-4, 1e-4))))
print(optimHess(c(2, 3), fq, a = c(1, 1), b = 0))
print(optimHess(c(0.5, 2), fr, control = list(parscale = c(2, 5), fnscale = 3)))

# control options that are unknown warn
o <- optim(c(-1.2, 1), fr, control = list(maxit = 10, foo = 1))
print(o$counts)
