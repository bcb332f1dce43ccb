print(quantile(1:5, 0.5))
quantile(c(1, NA))
