# Rscript names the calls that led to an uncaught error, outermost first
f <- function(x) stop("boom")
g <- function(y) f(y)
cat("before\n")
g(1)
