# methods of the Summary group always receive na.rm (FALSE unless the call gives it)
x <- structure(c(1, NA, 3), class = "m")
Summary.m <- function(..., na.rm) { cat(.Generic, "na.rm =", na.rm, "\n"); get(.Generic)(unclass(..1), na.rm = na.rm) }
print(sum(x)); print(max(x, na.rm = TRUE)); print(range(x)); print(any(x > 2))
sum.k <- function(x, ..., na.rm) { cat("sum.k", missing(na.rm), "\n"); 0 }
print(sum(structure(1, class = "k")))
print(sum(structure(1, class = "k"), na.rm = TRUE))
