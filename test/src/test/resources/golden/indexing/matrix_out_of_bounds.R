m <- matrix(1:4, 2)
print(m[2, 2])
m[3, 1]
