# wide matrices split into column blocks
m <- matrix(1:40 * 1000, nrow = 2)
print(m)
m2 <- matrix(c(1.5, 2.25), nrow = 1, ncol = 24)
m2
