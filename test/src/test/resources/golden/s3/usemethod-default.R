# UseMethod walks the class vector, then falls back to the default method
describe <- function(x, ...) UseMethod("describe")
describe.default <- function(x, ...) cat("something of class", class(x), "\n")
describe.animal <- function(x, ...) { cat("an animal named", x$name, "\n"); NextMethod() }
describe.dog <- function(x, ...) { cat("a dog\n"); NextMethod() }
d <- structure(list(name = "rex"), class = c("dog", "animal"))
describe(d)
describe(structure(list(name = "tom"), class = "animal"))
describe(1:3)
describe("text")
