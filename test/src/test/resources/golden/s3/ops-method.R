# Ops group methods for a vector class
vec2 <- function(x, y) structure(list(x = x, y = y), class = "vec2")
Ops.vec2 <- function(e1, e2) {
  f <- get(.Generic)
  if (.Generic %in% c("+", "-", "*")) vec2(f(e1$x, e2$x), f(e1$y, e2$y))
  else f(e1$x, e2$x) & f(e1$y, e2$y)
}
print.vec2 <- function(x, ...) cat("(", x$x, ", ", x$y, ")\n", sep = "")
a <- vec2(1, 2)
b <- vec2(3, -1)
a + b
a - b
a * b
a == a
a == b
