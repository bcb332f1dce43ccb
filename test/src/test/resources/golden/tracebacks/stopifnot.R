# stopifnot is a closure in R: Calls: g -> f -> stopifnot (the error names f's call)
f <- function(x) { stopifnot("x must be positive" = x > 0); x }
g <- function() f(-1)
r <- try(g(), silent = TRUE); cat(r)
g()
