# Rscript's Calls: line for an error inside a function that a base function called (R writes
# these base functions as closures, so each has a context of its own)
f <- function(x) if (any(x > 0.5)) stop("beyond half") else x
k <- function() integrate(f, 0, 1)
k()
