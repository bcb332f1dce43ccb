# cbind: vectors, recycling, names from arguments and symbols
a <- 1:2
b <- 3:4
print(cbind(a, b))
print(cbind(a, b, x = 5))
print(cbind(1:3, c(a = 1, b = 2, c = 3)))
print(cbind(a, deparse.level = 0))
print(cbind(a + 1, b))
print(cbind(1:2, "a"))
print(cbind(TRUE, 2L))
print(cbind(1:2, NA))
print(cbind(NULL))
print(cbind(1:3, integer(0), NULL))
print(cbind(integer(0)))
