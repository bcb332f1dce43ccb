# print dispatches to user print methods
print.money <- function(x, ...) {
  cat("$", format(unclass(x), nsmall = 2), "\n")
  invisible(x)
}
m <- structure(12.5, class = "money")
print(m)
m
l <- list(a = m, b = 1)
l
