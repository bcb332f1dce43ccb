# Rscript's Calls: line for an error inside a function that a base function called (R writes
# these base functions as closures, so each has a context of its own)
add <- function(a, b) if (b == 3) stop("b is 3") else a + b
print(mapply(add, 1:2, 1:2))
Map(add, 1:3, 1:3)
