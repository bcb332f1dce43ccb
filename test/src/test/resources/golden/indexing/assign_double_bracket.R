x <- c(1, 2, 3)
x[[2]] <- 20
print(x)
x[[5]] <- 50
print(x)
y <- list(1, 2)
y[[2]] <- c(1, 2, 3)
print(y[[2]])
y[[4]] <- "x"
print(length(y))
z <- 1:3
z[[2]] <- 1:2
