# a print method that adds a header and continues with NextMethod
print.myclass <- function(x, ...) { cat("My class\n"); NextMethod() }
x <- structure(1:3, class = "myclass")
x
print(x)
y <- structure(list(a = 1, b = "z"), class = "myclass")
y
print(unclass(y))
format.myclass <- function(x, ...) "fmt"
summary.myclass <- function(object, ...) { cat("summary!\n"); invisible(NULL) }
summary(x)
z <- structure(c(a = 1.5, b = 2), class = "myclass", note = "hi")
z
