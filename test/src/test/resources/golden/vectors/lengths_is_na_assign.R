print(lengths(list(a=1:3, b=NULL, c="x")))
print(lengths(1:3))
print(lengths(list()))
x <- 1:5
is.na(x) <- c(2, 4)
print(x)
y <- c(a=1,b=2)
is.na(y) <- "b"
print(y)
print(lengths(c(a=1, b=2)))
