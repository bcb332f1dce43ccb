f <- function(x, y) x
f(x = 1, x = 2)
