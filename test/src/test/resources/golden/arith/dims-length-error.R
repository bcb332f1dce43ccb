m <- matrix(1:6, nrow = 2)
print(m + 1:3)
m + 1:7
