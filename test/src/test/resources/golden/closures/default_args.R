# Defaults are evaluated lazily in the function's own frame.
f <- function(x, y = x * 2, z = y + 1) c(x, y, z)
f(1)
f(1, 5)
f(1, z = 0)
g <- function(n, v = numeric(n)) length(v)
g(4)
h <- function(a, b) {
  if (missing(b)) "no b" else b
}
h(1)
h(1, "given")
