x <- 1:3
class(x) <- "myclass"
print(class(x))
print(inherits(x, "myclass"))
print(oldClass(x))
print(unclass(x))
class(x) <- NULL
print(class(x))
y <- 1
class(y) <- c("a", "b")
print(inherits(y, "b"))
print(inherits(y, c("z", "b"), which = TRUE))
print(inherits(y, "z"))
m <- matrix(1:4, 2)
class(m) <- "matrix"
print(class(m))
print(oldClass(m))
v <- 1:3
class(v) <- "matrix"
