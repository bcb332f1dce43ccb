# format.<class> is found by format(), and a print method can build on it
format.temp <- function(x, ...) paste0(formatC(unclass(x), format = "f", digits = 1), "\u00b0C")
print.temp <- function(x, ...) { print(format(x), quote = FALSE); invisible(x) }
t1 <- structure(c(21.456, -3, 100), class = "temp")
format(t1)
t1
print(t1)
toString.temp <- function(x, ...) paste(format(x), collapse = " / ")
toString(t1)
