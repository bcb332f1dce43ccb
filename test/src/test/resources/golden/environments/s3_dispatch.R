# S3: UseMethod, methods by class, default, NextMethod, print methods at auto-print.
area <- function(shape, ...) UseMethod("area")
area.circle <- function(shape, ...) pi * shape$r^2
area.square <- function(shape, ...) shape$side^2
area.default <- function(shape, ...) stop("unknown shape")
c1 <- structure(list(r = 1), class = "circle")
s1 <- structure(list(side = 3), class = "square")
area(c1)
area(s1)
print.circle <- function(x, ...) {
  cat("<circle of radius", x$r, ">\n")
  invisible(x)
}
c1
print(c1)
describe <- function(x) UseMethod("describe")
describe.default <- function(x) cat("a thing\n")
describe.animal <- function(x) { cat("an animal\n"); NextMethod() }
describe.dog <- function(x) { cat("a dog\n"); NextMethod() }
describe(structure(list(), class = c("dog", "animal")))
describe(1)
toString.circle <- function(x, ...) paste("circle", x$r)
toString(c1)
