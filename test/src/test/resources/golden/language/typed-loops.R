# Loops whose variables a compiled jar keeps in JVM locals: while/repeat, integers, x[i]
i <- 0; s <- 0
while (i < 10) { i <- i + 1; if (i %% 2 == 0) next; s <- s + i }
print(c(i, s))
j <- 0L
repeat { j <- j + 3L; if (j > 20L) break }
print(j)

# integer locals: R's integer arithmetic, NA propagating, overflow to NA with a warning
i <- 1L; s <- 0L
while (i <= 100L) { s <- s + i * i; i <- i + 1L }
print(c(s, i)); print(typeof(s))
k <- 1L; n <- 0L
while (n < 40L) { k <- k * 2L; n <- n + 1L }
print(k); print(n)
d <- NA_integer_; e <- 0L
for (i in 1:3) { d <- d - i; e <- e - i }
print(c(d, e))
q <- 7L; h <- 0
for (i in 1:3) h <- q / i
print(h)

# element reads and writes
x <- numeric(10)
for (i in 1:10) x[i] <- i * 1.5
print(x)
y <- integer(5)
for (i in seq_along(y)) y[i] <- i * 10L
print(y)
s <- 0
for (i in 1:10) s <- s + x[i]
print(s)
t <- 0L; k <- 1L
while (k <= 5L) { t <- t + y[k]; k <- k + 1L }
print(t)
v <- x
for (i in 2:10) v[i] <- v[i - 1] + v[i]
print(v); print(x)

# out of bounds, NA and fractional indices, growth, an iteration undone after writes
x <- c(1, 2, 3); s <- 0
for (i in 1:5) { s <- s + 1; t <- x[i] }
print(c(s, t))
x2 <- numeric(3)
for (i in 1:5) x2[i] <- i
print(x2)
k <- NA_integer_; p <- 0
for (i in 1:2) p <- x[k]
print(p)
q <- 0
for (i in 1:2) q <- x[2.7] + x[i + 0.5]
print(q)
w <- c(1, 2, 3)
for (i in 1:4) { w[i] <- w[i] + 100; w[1] <- w[1] + 1; u <- w[i + 1] }
print(w); print(u)
x3 <- integer(3); k <- 2147483646L
for (i in 1:3) { x3[i] <- k; k <- k + 1L }
print(x3); print(k)

# insertion sort: nested while loops over a vector
v <- c(3, 1, 4, 1, 5, 9, 2, 6, 5, 3); n <- 10L; i <- 2L
while (i <= n) {
  key <- v[i]; j <- i - 1L
  while (j >= 1L && v[j] > key) { v[j + 1L] <- v[j]; j <- j - 1L }
  v[j + 1L] <- key
  i <- i + 1L
}
print(v)
