# UseMethod without a method for the class is an error naming the class.
area <- function(s) UseMethod("area")
area.square <- function(s) 1
area("x")
