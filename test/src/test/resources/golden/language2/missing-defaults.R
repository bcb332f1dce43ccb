# missing() with and without defaults
f <- function(x, y = 2) c(missing(x), missing(y))
f()
f(1)
f(1, 3)
g <- function(x) { if (missing(x)) "no x" else x }
g()
g("here")
h <- function(a) g(a)
h()
