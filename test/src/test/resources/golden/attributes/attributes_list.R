x <- structure(1:4, dim = c(2, 2), class = "foo")
print(names(attributes(x)))
print(attributes(1:3))
y <- c(a = 1)
print(attributes(y))
z <- 1:4
attributes(z) <- list(dim = c(2, 2), names = c("a", "b", "c", "d"))
print(names(attributes(z)))
attributes(z) <- NULL
print(z)
