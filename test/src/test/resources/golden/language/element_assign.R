# x[i] <- v in loops: in place when x is unshared, a copy otherwise
n <- 5
x <- numeric(n)
for (i in seq_len(n)) x[i] <- i / 2
print(x)
y <- x
for (i in 1:3) x[i] <- -i
print(x); print(y)
v <- 1:4
for (i in 1:4) v[i] <- i * 10L
print(v); print(typeof(v))
v[2] <- TRUE; print(v)
v[3] <- 2.5; print(v); print(typeof(v))
w <- c(1, 2, 3)
for (i in 1:3) w[i] <- NA_integer_
print(w)
z <- numeric(2)
for (i in 1:4) z[i] <- i
print(z)
f <- function(a) { for (k in seq_along(a)) a[k] <- a[k] * 2; a }
orig <- c(1, 2, 3)
print(f(orig)); print(orig)
named <- c(a = 1, b = 2)
for (i in 1:2) named[i] <- 0
print(named)
l <- list(c(1, 2))
h <- l[[1]]
h[1] <- 9
print(l); print(h)
k <- 2.9; u <- c(1, 2, 3); u[k] <- 7; print(u)
g <- function() { q <- numeric(3); `[<-` <- function(x, i, value) { x }; q[1] <- 5; q }
print(g())
