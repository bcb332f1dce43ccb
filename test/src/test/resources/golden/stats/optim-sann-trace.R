# optim(method = "SANN") follows R's random number stream; control$trace prints R's progress lines
fr <- function(x) 100 * (x[2] - x[1]^2)^2 + (1 - x[1])^2
set.seed(123)
o <- optim(c(-1.2, 1), fr, method = "SANN")
print(o)
print(runif(2))   # the stream continues after SANN's draws
set.seed(1)
print(optim(c(a = 1, b = 1), function(p) sum((p - c(2, -1))^2), method = "SANN",
            control = list(maxit = 2000, temp = 5, tmax = 20, parscale = c(1, 2))))
# a user-supplied candidate generator (gr for SANN)
set.seed(7)
swap <- function(p) { i <- sample(length(p), 2); p[i] <- p[rev(i)]; p }
cost <- function(p) sum(abs(p - 1:6) * 1:6)
o <- optim(c(6, 5, 4, 3, 2, 1), cost, swap, method = "SANN", control = list(maxit = 3000, temp = 20))
print(o$par)
print(o$value)
set.seed(2)
invisible(optim(c(-1.2, 1), fr, method = "SANN", control = list(maxit = 500, trace = 1, REPORT = 10)))

grr <- function(x) c(-400 * x[1] * (x[2] - x[1]^2) - 2 * (1 - x[1]), 200 * (x[2] - x[1]^2))
invisible(optim(c(-1.2, 1), fr, control = list(trace = 1, maxit = 60)))
invisible(optim(c(-1.2, 1), fr, grr, method = "BFGS", control = list(trace = 1, REPORT = 5)))
invisible(optim(c(-1.2, 1), fr, method = "BFGS", control = list(trace = 1, maxit = 12, REPORT = 1)))
invisible(optim(c(-1.2, 1), fr, grr, method = "CG", control = list(trace = 1, maxit = 15)))
invisible(optim(1:9 / 10, function(x) sum((x - 1)^2 * seq_along(x)), method = "CG",
                control = list(trace = 1, type = 2)))
