# print of doubles: common decimals, fixed vs scientific
print(1)
print(-1.5)
print(c(1, 10.5, 100))
print(1/3)
print(0.1 + 0.2)
print(c(1.5, 2, 2.25))
print(3.14159265358979)
print(c(0.001, 0.01, 0.1))
print(2/3 * 100)
x <- c(1.123, 22.45678, 333.1)
print(x)
x
