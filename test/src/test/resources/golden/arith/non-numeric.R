x <- 1:3
print(x + 1)
x + "a"
