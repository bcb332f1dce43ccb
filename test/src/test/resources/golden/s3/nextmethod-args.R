# NextMethod passes the call's arguments on, with named ones replaced or added
f <- function(x, ...) UseMethod("f")
f.default <- function(x, extra = "none", ...) cat("default: x =", unclass(x), "extra =", extra, "\n")
f.k <- function(x, ...) NextMethod(extra = "from k")
f.j <- function(x, extra = "j's", ...) { cat("j got", extra, "\n"); NextMethod(extra = toupper(extra)) }
f(structure(1, class = "k"))
f(structure(2, class = "j"))
f(structure(3, class = "j"), extra = "caller's")
f(structure(4, class = c("j", "k")))
