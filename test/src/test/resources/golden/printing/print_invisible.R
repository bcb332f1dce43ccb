# print returns its argument invisibly
x <- print(1:3)
y <- print("a")
print(x)
z <- print(c(a = 1))
z
