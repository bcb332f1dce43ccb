# body, formals and args of closures
g <- function(x, y = 2) { z <- x + y; z * 2 }
body(g)
formals(g)$y
names(formals(g))
args(g)
h <- function() NULL
body(h) <- quote(x * 3)
x <- 4
h()
formals(h) <- alist(x = )
h(10)
