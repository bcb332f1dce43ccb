# Rscript's Calls: line for an error inside a function that a base function called (R writes
# these base functions as closures, so each has a context of its own)
g <- function(i) if (i > 1) stop("too big: ", i) else i
print(vapply(1, g, 1))
h <- function(x) vapply(x, g, 1)
h(1:3)
