x <- as.integer(3e9)
print(x)
