# stopifnot is a closure in R: Calls: g -> f -> stopifnot (the error names f's call)
f <- function(x) { stopifnot("x must be positive" = x > 0); x }
g <- function() f(-1)
r <- try(g(), silent = TRUE); cat(r)
# all.equal's differences; at top level (in try) no call
h <- function() stopifnot(all.equal(1, 2), TRUE)
r <- try(h(), silent = TRUE); cat(r)
r <- try(stopifnot(all.equal(c(a = 1), c(b = 1))), silent = TRUE); cat(r)
g()
