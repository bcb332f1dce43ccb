# Rscript's Calls: line for an error inside a function that a base function called (R writes
# these base functions as closures, so each has a context of its own)
even <- function(x) if (x > 3) stop("x = ", x) else x %% 2 == 0
print(Find(even, 1:3))
Filter(even, 1:5)
