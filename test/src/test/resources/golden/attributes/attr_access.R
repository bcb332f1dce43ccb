x <- 1:3
attr(x, "myattr") <- "hello"
print(attr(x, "myattr"))
print(attr(x, "my"))
print(attr(x, "my", exact = TRUE))
print(attr(x, "none"))
attr(x, "myattr") <- NULL
print(attributes(x))
y <- 1:4
attr(y, "dim") <- c(2, 2)
print(y)
attr(y, "dim") <- c(3, 2)
