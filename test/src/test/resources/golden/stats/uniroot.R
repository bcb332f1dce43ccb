# uniroot: Brent's search with R's interval checks, extensions (extendInt), iteration counts,
# estimated precision and convergence warnings
f <- function(x) x^3 - x - 1
r <- uniroot(f, c(1, 2)); print(r)
str(uniroot(function(x, a) cos(x) - a * x, c(0, 2), a = 0.5, tol = 1e-10))
print(uniroot(function(x) exp(x) - 5, lower = 0, upper = 1, extendInt = "yes")$root)
print(uniroot(function(x) x - 10, c(0, 1), extendInt = "upX")[c("root", "iter", "init.it")])
print(uniroot(function(x) (x - 0.3), c(0, 1))$iter)
print(uniroot(function(x) x, c(0, 1))$root)
r <- try(uniroot(f, c(2, 3)), silent = TRUE); cat(r)
r <- try(uniroot(f, c(3, 2)), silent = TRUE); cat(r)
print(uniroot(function(x) pnorm(x) - 0.975, c(0, 5), tol = 1e-12)$root, digits = 15)
w <- withCallingHandlers(uniroot(function(x) x - 0.123456789, c(0, 1), maxiter = 3), warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
print(w$iter)
w <- withCallingHandlers(uniroot(function(x) sin(x) - 0.3, c(0, 1.5), maxiter = 2), warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
print(w$iter); print(round(w$root, 6))
r <- try(uniroot(function(x) x^2 - 2, c(0, 1.5), maxiter = 2, check.conv = TRUE), silent = TRUE); cat(r)
r <- try(uniroot(function(x) x, lower = -1, upper = 1, tol = -1), silent = TRUE); cat(r)
