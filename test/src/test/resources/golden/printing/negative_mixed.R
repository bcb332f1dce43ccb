# negative values share the sign column
print(c(-1, 2, -3))
print(c(-1.5, 10, 100.25))
print(c(-1e-10, 1))
print(c(-123456789, 1))
print(-1:-3)
print(c(a = -1, b = 10))
m <- matrix(c(-1, 2, -3.5, 4), 2)
m
