# Rscript's Calls: line for an error inside a function that a base function called (R writes
# these base functions as closures, so each has a context of its own)
f <- function(x, s) stop("no sweep")
sweep(matrix(1:4, 2), 1, 1:2, f)
