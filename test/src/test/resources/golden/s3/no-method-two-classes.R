# dispatch failure lists the whole class vector
area <- function(shape) UseMethod("area")
area(structure(list(), class = c("circle", "shape")))
