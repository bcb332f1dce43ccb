m <- matrix(1:4, 2)
m[, 2] <- 9L
print(m)
m[, "a"] <- 1L
