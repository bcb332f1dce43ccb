# match.call in a method reached through dots: ..1 for variables, constants as they are
g <- structure(1, class = "zz")
length.zz <- function(x) { print(match.call()); 1L }
h <- function(...) length(...)
h(g)
print.zz <- function(x, ...) { print(match.call()); invisible(x) }
k <- function(a, ...) print(a, ...)
k(g, digits = 3)
m <- function(...) print(..., digits = 2)
m(g)
