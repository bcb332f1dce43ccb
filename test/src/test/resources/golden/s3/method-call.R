# a method's call names the method: sys.call, match.call and warnings show it
area <- function(shape, ...) UseMethod("area")
area.square <- function(shape, ...) {
  print(sys.call())
  print(match.call())
  shape$side^2
}
area.default <- function(shape, ...) {
  warning("unknown shape")
  NA
}
sq <- structure(list(side = 3), class = "square")
area(sq)
area(1)
