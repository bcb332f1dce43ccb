x <- 1:5
x[2] <- 10L
print(x)
x[c(1, 5)] <- c(0L, 0L)
print(x)
x[-1] <- 7L
print(x)
x[x > 5] <- 1L
print(x)
y <- c(1, 2, 3)
y[] <- 0
print(y)
z <- c(a = 1, b = 2)
z["b"] <- 20
print(z)
z["c"] <- 30
print(z)
