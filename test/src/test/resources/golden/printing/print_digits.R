# print with digits
print(pi, digits = 3)
print(c(1.23456, 123.456), digits = 3)
print(1/3, digits = 10)
print(exp(10), digits = 2)
print(100000, digits = 3)
print(c(a = 1.23456), digits = 2)
