x <- c(10, 20)
print(x[[-1]])
print(x[[-2L]])
y <- 1:3
y[[0L]]
