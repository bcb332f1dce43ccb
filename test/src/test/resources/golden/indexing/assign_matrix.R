m <- matrix(0, 2, 3)
m[1, 2] <- 5
print(m)
m[, 3] <- c(7, 8)
print(m)
m[2, ] <- 1
print(m)
m[m > 4] <- -1
print(m)
d <- matrix(1:4, 2, dimnames = list(c("a", "b"), c("x", "y")))
d["a", "y"] <- 100L
print(d)
