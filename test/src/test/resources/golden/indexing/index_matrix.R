m <- matrix(1:12, 3)
idx <- cbind(c(1, 2, 3), c(4, 3, 2))
print(m[idx])
m[idx] <- 0L
print(m)
print(m[cbind(1, NA)])
