# optim's and optimHess's errors and warnings, with the calls R names
fr <- function(x) 100 * (x[2] - x[1]^2)^2 + (1 - x[1])^2
msg <- function(expr) tryCatch(expr, error = function(e) cat("Error:", conditionMessage(e), "\n"),
                               warning = function(w) cat("Warning:", conditionMessage(w), "\n"))
# fn that is not a function: the closure over ... cannot find it
msg(optim(c(1, 2), 3))
try(optim(c(1, 2), "fr"))
# fn of the wrong length, or not finite at the start
msg(optim(c(1, 2), function(x) x))
try(optim(c(1, 2), function(x) x))
try(optim(c(1, 2), function(x) x, method = "BFGS"))
try(optim(c(1, 2), function(x) numeric(0), method = "CG"))
try(optim(c(1, 2), function(x) NA))
try(optim(c(1, 2), function(x) Inf, method = "BFGS"))
try(optim(c(1, 2), function(x) NaN, method = "CG"))
# gradients of the wrong length, or numerical ones that are not finite
try(optim(c(1, 2), fr, function(x) 1, method = "BFGS"))
try(optim(c(1, 2), function(x) if (x[1] > 1) Inf else sum(x^2), method = "BFGS"))
# a method that does not exist
msg(optim(c(1, 2), fr, method = "Newton"))
try(optim(c(1, 2), fr, method = "Newton"))
# control lists of the wrong shape
try(optim(c(1, 2), fr, control = list(parscale = 1)))
try(optim(c(1, 2), fr, method = "BFGS", control = list(ndeps = 1e-3)))
try(suppressWarnings(optim(c(1, 2), fr, control = list(maxit = "many"))))
msg(optim(c(1, 2), fr, control = list(maxit = "many")))
try(optim(c(1, 2), fr, method = "CG", control = list(type = 4)))
try(optim(c(1, 2), fr, method = "BFGS", control = list(REPORT = 0)))
msg(optim(c(1, 2), fr, control = list(trace = -1, maxit = 5)))
msg(optim(c(1, 2), fr, control = list(reltol = 1e-4, bogus = TRUE, other = 1)))
# Brent needs one parameter and finite bounds
try(optim(c(1, 2), fr, method = "Brent", lower = 0, upper = 1))
try(optim(1, function(x) x^2, method = "Brent"))
try(optim(1, function(x) x^2, method = "Brent", lower = 0))
# optimHess
try(optimHess(c(1, 2), fr, control = list(ndeps = 1)))
try(optimHess(c(1, 2), fr, function(x) 1:3))
try(optimHess(c(1, 2), function(x) x))
cat("done\n")
