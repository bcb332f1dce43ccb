# Rscript's Calls: line for an error inside a function that a base function called (R writes
# these base functions as closures, so each has a context of its own)
f <- function(x) if (length(x) > 2) stop("group too long") else sum(x)
print(tapply(1:4, c(1, 1, 2, 2), f))
print(outer(1:2, 1:3))
tapply(1:5, c(1, 1, 2, 2, 2), f)
