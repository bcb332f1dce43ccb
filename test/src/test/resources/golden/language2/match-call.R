# match.call and sys.call
h <- function(a, b, ...) match.call()
h(1, b = 2 + 3)
h(b = 1, 2, extra = "e")
k <- function(...) sys.call()
k(1, 2)
w <- function(first, second) match.call(expand.dots = FALSE)
w(second = 1, 2)
