# the expressions in ... : substitute(list(...)) and match.call(expand.dots = FALSE)
f <- function(...) substitute(list(...))
f(a + 1, b * 2)
h <- function(...) match.call(expand.dots = FALSE)$...
h(1, k = 2)
h(x, y + z)
outer_fn <- function() inner_fn()
inner_fn <- function() sys.call(-1)
outer_fn()
