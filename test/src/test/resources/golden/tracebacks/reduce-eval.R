# Rscript's Calls: line for an error inside a function that a base function called (R writes
# these base functions as closures, so each has a context of its own)
f <- function(a, b) if (b > 2) stop("b = ", b) else a + b
print(Reduce(f, 1:2))
e <- quote(Reduce(f, 1:3))
eval(e)
