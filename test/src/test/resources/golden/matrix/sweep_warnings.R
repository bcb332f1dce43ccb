# sweep(): STATS not matching the margin
m <- matrix(1:6, 2)
x <- sweep(m, 2, 1:2)
print(x)
y <- sweep(m, 1, 1:3)
print(y)
z <- sweep(m, 2, 1:2, check.margin = FALSE)
print(z)
