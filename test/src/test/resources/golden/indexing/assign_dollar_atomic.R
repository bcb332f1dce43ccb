x <- c(a = 1, b = 2)
x$c <- 3
print(x)
