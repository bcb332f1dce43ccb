# lapply and sapply walk the parts of a call
g <- function(...) sapply(substitute(list(...))[-1], deparse)
g(x, y + z)
lapply(quote(f(a, 1)), class)
sapply(quote(sum(1, 2, 3)), is.numeric)
