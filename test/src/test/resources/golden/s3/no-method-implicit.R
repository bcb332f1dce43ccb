# dispatch failure on an object with an implicit class
area <- function(shape) UseMethod("area")
area.circle <- function(shape) pi
area(matrix(1:4, 2))
