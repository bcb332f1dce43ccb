print(1:6 + 1:2)
print(1:6 * c(10, 100, 1000))
x <- 1:5 + 1:2
print(x)
print(1:3 + numeric(0))
print(numeric(0) * 2)
print(integer(0) + 1L)
print(NULL + 1)
