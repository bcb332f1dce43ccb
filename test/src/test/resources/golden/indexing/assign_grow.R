x <- 1:3
x[6] <- 6L
print(x)
y <- c(a = 1, b = 2)
y[4] <- 4
print(y)
n <- NULL
n[3] <- 1
print(n)
s <- character(0)
s[2] <- "b"
print(s)
l <- list(1)
l[3] <- 3
print(length(l))
print(is.null(l[[2]]))
