x <- NULL
x$a <- 1
print(x)
y <- NULL
y[["k"]] <- "v"
print(y)
z <- NULL
z[2] <- "b"
print(z)
