# Loops a compiled jar keeps in JVM locals: integer %% and %/%, ^, unary minus, length(x),
# is.na, logical locals, and inner loops typed with the outer one

# integer %% and %/%: signs, zero divisors and NA (no warning), the result an integer
a <- c(-7L, 7L, 0L, NA, -1L, 2147483647L)
b <- c(3L, -3L, 0L, 2L, -1L, 0L)
m <- integer(6); d <- integer(6)
for (i in 1:6) { m[i] <- a[i] %% b[i]; d[i] <- a[i] %/% b[i] }
print(m); print(d); print(typeof(m))
s <- 0L
for (i in 1:30) s <- s + (i %% 7L) * (i %/% 4L) - -i
print(s)

# double %% and %/% as R's myfmod and myfloor, ^ as R_pow
x <- c(-7.5, 7, 0, NA, Inf, -Inf, 5.5, NaN, 1e15)
y <- c(2, -3, 0, 1, 2, 3, Inf, 1, 3)
r1 <- numeric(9); r2 <- numeric(9); r3 <- numeric(9)
for (i in 1:9) { r1[i] <- x[i] %% y[i]; r2[i] <- x[i] %/% y[i]; r3[i] <- x[i] ^ y[i] }
print(r1); print(r2); print(r3)
p <- 0; for (i in 1:5) p <- p + (-1)^i * 2^-i + i^0.5
print(p)
q <- 0; for (i in 1:2) q <- q + (-8)^(1/3) + 0^0 + NA_integer_^0
print(q)

# unary minus and plus
n <- 3L; u <- NA_integer_; v <- 0
for (i in 1:2) { n <- -n; u <- -u; v <- -v + +i }
print(c(n, u)); print(v); print(1 / -0)
z <- NA_real_; for (i in 1:2) z <- -z
print(z)

# length(x) of a loop's vector
w <- c(4, 8, 15, 16, 23, 42)
i <- 1L; tot <- 0
while (i <= length(w)) { tot <- tot + w[i] / length(w); i <- i + 1L }
print(tot)
e <- numeric(0); k <- 0L
for (i in 1:3) k <- k + length(e)
print(k)

# logical locals, is.na, && || ! on them; NA in a condition is R's error
found <- FALSE; k <- 0L
while (!found) { k <- k + 1L; found <- k * k > 50L }
print(c(k, found))
ok <- TRUE; bad <- FALSE
for (i in 1:6) { ok <- ok && i < 5; bad <- bad || is.na(x[i]) }
print(c(ok, bad))
flag <- NA; cnt <- 0
for (i in 1:3) { if (i == 2) flag <- FALSE; cnt <- cnt + 1 }
print(c(flag, cnt))
nas <- 0L
for (i in 1:9) if (is.na(x[i]) || is.na(-y[i])) nas <- nas + 1L
print(nas)
g <- NA; h <- 0
r <- tryCatch({ for (i in 1:3) { h <- h + i; if (g) h <- 0 } }, error = function(e) conditionMessage(e))
print(r); print(h)
t1 <- TRUE; for (i in 1:3) t1 <- !t1
print(t1)
ev <- 0L; for (i in 1:10) ev <- ev + if (i %% 2L == 0L | i == 7L) i else -1L
print(ev)
fz <- 0; for (i in 1:4) fz <- fz + if (i == 3) NA else i
print(fz)

# inner loops typed with the outer one
tot <- 0
for (i in 1:100) for (j in 1:i) tot <- tot + i * j
print(tot); print(c(i, j))
mat <- numeric(12)
for (i in 1:3) for (j in seq_len(4)) mat[(i - 1) * 4 + j] <- i * 10 + j
print(mat)
cnt <- 0L
for (i in 1:4) { j <- 0L; while (j < i) { j <- j + 1L; if (j == 2L) next; cnt <- cnt + j } }
print(cnt)
c2 <- 0L
for (i in 1:4) { repeat { c2 <- c2 + i; if (c2 %% 3L == 0L) break; if (c2 > 40L) break } }
print(c2)
down <- 0; for (i in 1:3) for (j in 3:1) down <- down * 2 + j
print(down)
frac <- 0; for (i in 1:2) for (j in 2.5:5) frac <- frac + j
print(frac)
first <- 0; for (i in 1:3) { for (j in 1:5) { if (j > i) break; first <- first + j } }
print(first)
re <- 0L; for (i in 1:2) for (j in 1:3) { j <- j * 10L; re <- re + j }
print(c(re, j))
# an empty inner sequence: the generic loop runs that iteration (the variable is then NULL)
c0 <- 0; for (i in 1:4) for (j in seq_len(i %/% 2L)) c0 <- c0 + 1
print(c0); print(j)
sa <- 0; ee <- numeric(0); for (i in 1:2) { sa <- sa + i; for (j in seq_along(ee)) sa <- sa + 100 }
print(sa); print(j)
# overflow in an inner loop: the whole outer iteration undone (writes too) and run generically
big <- integer(6); acc <- 2147483000L
for (i in 1:3) for (j in 1:2) { big[(i - 1) * 2 + j] <- big[(i - 1) * 2 + j] + i; acc <- acc + 100L * i }
print(big); print(acc)
gr <- c(1, 2); for (i in 1:2) for (j in 1:3) gr[i + j - 1] <- i * j
print(gr)
# insertion sort: an inner while over a vector, an integer guessed a double at first
v <- c(3, 1, 4, 1, 5, 9, 2, 6, 5, 3); n <- length(v); i <- 2L
while (i <= n) {
  key <- v[i]; j <- i - 1L
  while (j >= 1L && v[j] > key) { v[j + 1L] <- v[j]; j <- j - 1L }
  v[j + 1L] <- key
  i <- i + 1L
}
print(v)

# matrix elements m[i, j]: column-major, dimnames kept, out of bounds is R's error
m <- matrix(0, 3, 4)
for (i in 1:3) for (j in 1:4) m[i, j] <- i * 10 + j
print(m)
s <- 0; for (i in 1:3) for (j in 1:4) s <- s + m[i, j] * m[j %% 3L + 1L, i]
print(s)
mi <- matrix(0L, 2, 2, dimnames = list(c("a", "b"), c("x", "y")))
for (k in 1:2) mi[k, k] <- k * 7L
print(mi)
dp <- matrix(0, 6, 6)
for (i in 1:6) for (j in 1:6) dp[i, j] <- if (i == 1 || j == 1) 1 else dp[i - 1, j] + dp[i, j - 1]
print(dp[6, 6])
u <- 0; for (i in 1:2) u <- u + m[NA_integer_, 1]
print(u)
t <- 0; r <- try(for (i in 1:5) t <- t + m[i, 1], silent = TRUE)
print(t); cat(r)
# an NA bound: R's error from the generic loop, the variables as they were
na1 <- NA_integer_; cc <- 0; for (i in 1:2) { cc <- cc + 1; for (j in 1:na1) cc <- cc + 1 }
