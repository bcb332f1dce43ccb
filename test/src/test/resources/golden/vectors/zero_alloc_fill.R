# Vectors allocated to be filled in, large and small, and values shared while they are filled
x <- numeric(2e6)
y <- x
for (i in 1:5) x[i] <- i
print(x[1:6]); print(y[1:6]); print(sum(x)); print(sum(y)); print(length(x))
z <- integer(1e6)
for (i in seq_len(10)) z[i] <- i * 3L
print(z[8:12]); print(typeof(z)); print(sum(z))
b <- logical(1e6)
b[3] <- TRUE
print(sum(b)); print(which(b)); print(typeof(b))
v <- vector("numeric", 1e6)
w <- v + 1
v[1] <- 5
print(v[1:3]); print(w[1:3]); print(sum(w)); print(mean(v))
d <- double(1e6)
d[1e6] <- 2.5
print(tail(d, 2)); print(max(d)); print(range(d))
m <- matrix(numeric(2e6), ncol = 2)
m[1, 2] <- 7
print(dim(m)); print(colSums(m)); print(m[1:2, ])
k <- numeric(3)
k2 <- k
k[2] <- 1
print(k); print(k2)
