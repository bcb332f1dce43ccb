# Rscript's Calls: line for an error inside a function that a base function called (R writes
# these base functions as closures, so each has a context of its own)
g <- function(r) if (sum(r) > 5) stop("row sum ", sum(r)) else sum(r)
print(do.call(g, list(1:2)))
print(apply(matrix(1:4, 2), 1, g))
apply(matrix(1:6, 2), 1, g)
