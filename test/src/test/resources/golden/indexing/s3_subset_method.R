x <- structure(1:3, class = "foo", extra = "e")
attributes(x[2])
attributes(x[[2]])
y <- structure(list(a = 1, b = 2), class = "rec")
attributes(y["a"])
y$a
y[["b"]]
z <- x
z[2] <- 10L
attributes(z)
`[.foo` <- function(x, i) { structure(unclass(x)[i], class = "foo") }
attributes(x[2:3])
print.rec <- function(r, ...) cat("<rec>\n")
y
m <- structure(matrix(1:4, 2), class = "mm")
attributes(m[1, ])
attributes(m[, 1, drop = FALSE])
