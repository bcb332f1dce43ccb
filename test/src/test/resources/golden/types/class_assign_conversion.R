x <- 1:3
class(x) <- "character"
print(x)
print(class(x))
y <- c("1", "2")
class(y) <- "numeric"
print(y)
z <- c(1.5, 2.5)
class(z) <- "integer"
print(z)
w <- 1
class(w) <- "list"
print(is.list(w))
a <- array(1:4, 4)
class(a) <- "array"
print(class(a))
f <- function() 1
class(f) <- "function"
print(class(f))
