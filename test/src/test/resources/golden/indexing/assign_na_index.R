x <- 1:3
x[c(1, NA)] <- 9L
print(x)
x[NA] <- 5L
print(x)
x[c(1, NA)] <- 1:2
