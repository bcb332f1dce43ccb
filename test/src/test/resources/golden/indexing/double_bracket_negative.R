x <- 1:3
print(x[[TRUE]])
x[[-1]]
