a <- matrix(1:6, nrow = 2)
b <- matrix(1:6, nrow = 3)
print(a + 1)
a + b
