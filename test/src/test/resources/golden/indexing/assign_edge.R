x <- 1:5
x[c(TRUE, FALSE)] <- 0L
print(x)
x[10] <- 1L
print(x)
y <- c(a = 1, b = 2)
y[c("b", "c", "c")] <- c(20, 30, 40)
print(y)
s <- c("a", "b")
s[c(1, 1)] <- c("x", "y")
print(s)
w <- 1:3
w[2] <- NA
print(typeof(w))
q <- 1:3
q[["x"]] <- 9L
print(q)
q[[2]] <- 2.5
print(q)
m <- matrix(1:6, 2)
m[2, ] <- NA
print(m)
m[7] <- 1
print(m)
