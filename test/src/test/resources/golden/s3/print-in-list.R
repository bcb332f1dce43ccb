# printing a list prints classed elements through their methods
print.foo <- function(x, ...) cat("<foo", unclass(x), ">\n")
l <- list(a = structure(1, class = "foo"), b = 2)
l
print(l)
x <- structure(1:3, class = "bar")
x
y <- structure(list(a = 1), class = "baz")
y
