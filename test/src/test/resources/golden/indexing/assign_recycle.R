x <- 1:6
x[1:4] <- 1:2
print(x)
y <- 1:6
y[1:4] <- 1:3
print(y)
z <- 1:6
z[] <- 0L
print(z)
