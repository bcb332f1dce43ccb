print(quantile(c(4, 8, 15, 16, 23, 42), c(0.05, 0.95)))
quantile(1:3, 2)
