print(length(1:3))
print(length(NULL))
print(length(list(1, 2)))
print(length(character(0)))
print(length(matrix(1:6, 2)))
print(length(sum))
x <- c(a = 1, b = 2)
length(x) <- 4
print(x)
length(x) <- 1
print(x)
y <- 1:3
length(y) <- 5
print(y)
z <- list(1, 2)
length(z) <- 3
print(length(z))
