m <- matrix(1:4, 2)
m[1, 1] <- 0L
print(m)
m[3, 1] <- 1L
