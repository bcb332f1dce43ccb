# Functions print with their source text.
f <- function(x, y = 2) {
  # add them
  x + y
}
f
g <- function(a) a * 2
g
