big <- .Machine$integer.max
print(big)
x <- big + 1L
print(x)
print(big - 1L)
y <- -big - 1L
print(y)
z <- c(1L, big) * 2L
print(z)
