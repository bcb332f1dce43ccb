x <- 1:3
x[integer(0)] <- integer(0)
print(x)
x[2] <- integer(0)
