# toString and format dispatch, and print via cat of formatted pieces
point <- function(x, y) structure(c(x = x, y = y), class = "point")
format.point <- function(x, ...) sprintf("P(%g, %g)", x[["x"]], x[["y"]])
toString.point <- function(x, ...) format(x)
print.point <- function(x, ...) cat(format(x), "\n")
p <- point(1.5, -2)
p
toString(p)
format(p)
points <- list(point(0, 0), point(1, 1))
invisible(lapply(points, print))
