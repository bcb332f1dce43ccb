x <- mean("a")
print(x)
