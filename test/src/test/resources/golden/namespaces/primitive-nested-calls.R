# an error raised by a primitive inside nested closures: the closures are listed
f <- function(x) sqrt(x)
g <- function() f("a")
g()
