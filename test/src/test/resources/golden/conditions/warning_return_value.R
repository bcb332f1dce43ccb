# warning() returns its message invisibly; the value still flows.
f <- function(x) {
  if (x < 0) {
    warning("negative, using absolute value")
    x <- -x
  }
  sqrt(x)
}
y <- f(-9)
y
z <- f(16)
z
