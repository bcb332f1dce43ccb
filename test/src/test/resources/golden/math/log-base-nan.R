x <- log(c(8, -8, 1), base = 2)
print(x)
print(log(100, base = 10))
print(log(c(a = 27), 3))
