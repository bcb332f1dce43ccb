# Exact, partial and positional argument matching.
f <- function(value, verbose = FALSE, ...) {
  cat("value:", value, "verbose:", verbose, "\n")
}
f(1)
f(verb = TRUE, 2)
f(verbose = TRUE, value = 3)
g <- function(x, ...) list(...)
length(g(1, 2, 3))
names(g(1, a = 2, b = 3))
h <- function(..., sep = "-") paste(..., sep = sep)
h("a", "b")
h("a", "b", sep = "+")
