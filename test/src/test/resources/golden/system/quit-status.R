cat("before\n")
f <- function() quit(status = 3)
f()
cat("never printed\n")
