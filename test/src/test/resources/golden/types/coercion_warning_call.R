f <- function(s) as.integer(s)
y <- f("x")
z <- as.numeric("q")
g <- function() { h <- function(v) as.numeric(v); h("zz") }
w <- g()
