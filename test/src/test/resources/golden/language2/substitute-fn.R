# substitute inside a function gives the argument's expression
f <- function(x, ...) substitute(x)
f(a + b * c)
g <- function(x) deparse(substitute(x))
g(mean(1:10))
label <- function(v) paste("value of", deparse(substitute(v)))
label(my_var)
