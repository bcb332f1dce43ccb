print(mean(c(a = 1, b = 2)))
mean()
