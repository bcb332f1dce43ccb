x <- 1:3
x[2] <- 1.5
print(x)
print(typeof(x))
y <- 1:3
y[2] <- "a"
print(y)
z <- c(TRUE, FALSE)
z[1] <- 5L
print(z)
print(typeof(z))
w <- c(1, 2)
w[2] <- TRUE
print(w)
v <- 1:3
v[2] <- list(9)
print(typeof(v))
