# Rscript's Calls: line for an error inside a function that a base function called (R writes
# these base functions as closures, so each has a context of its own)
g <- function(i) if (i > 2) stop("no") else i
f <- function(v) sapply(v, function(i) g(i))
print(f(1:2))
f(1:3)
