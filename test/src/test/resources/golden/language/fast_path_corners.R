# Corners of the evaluator's scalar fast paths, each against R's own semantics
s <- 0L
for (i in 1:5) s <- s + 715827882L
print(s)
s <- 2147483600L
for (i in 1:3) s <- s + 20L
print(s)
t <- 0
for (i in 1:4) t <- t + if (i == 3) NA else i
print(t)
u <- 0
for (i in 1:4) u <- u + c(NaN, 1, 2, 3)[i] * 2
print(u)
a <- 1
b <- a
for (i in 1:3) a <- a + i * 2
print(c(a, b))
x <- c(1, 2, 3)
y <- x
for (i in 1:3) x[i] <- x[i] * 10
print(x); print(y)
n <- c(val = 1)
for (i in 1:3) n <- n + i * 2
print(n)
d <- structure(2, class = "money")
Ops.money <- function(e1, e2) { v <- get(.Generic)(unclass(e1), unclass(e2)); structure(v, class = "money") }
print.money <- function(x, ...) cat("$", unclass(x), "\n")
for (i in 1:3) d <- d + i * 2
print(d)
f <- function() {
  `+` <- function(e1, e2) e1 * e2
  s <- 1
  for (i in 1:4) s <- s + i
  s
}
print(f())
s <- 1
for (i in 1:4) s <- s + i
print(s)
g <- function() { `*` <- function(e1, e2) paste(e1, e2); r <- 0; for (i in 1:2) r <- i * 2; r }
print(g())
p <- 5L; q <- 2L
print(c(p / q, p %/% q, p ^ q)); print(typeof(p * q)); print(typeof(p * 2)); print(typeof(p ^ q))
print(TRUE + TRUE); print(NA_integer_ * 0L); print(NA^0); print(1^NA); print(NaN > 1); print(NA_integer_ < 1L)
z <- 0
k <- 0L
while (k < 1e5) { k <- k + 1L; z <- z + k / 2 }
print(z); print(k)
fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
print(fib(20))
h <- function(n) { if (n == 0) return(0L); n + h(n - 1L) }
print(h(100L))
