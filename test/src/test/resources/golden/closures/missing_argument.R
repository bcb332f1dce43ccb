# A missing argument without a default is an error only when used.
f <- function(x, y) {
  if (missing(y)) return(x)
  x + y
}
f(1)
g <- function(x, y) x + y
g(1)
