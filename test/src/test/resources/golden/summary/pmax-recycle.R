x <- pmax(1:3, 1:2)
print(x)
