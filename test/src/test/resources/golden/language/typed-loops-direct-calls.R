# Typed loops calling functions typed on scalars directly, arguments computed early
# (base arithmetic of plain numbers), and typed function bodies holding loops.
sq <- function(x) x * x
fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
fibi <- function(n) if (n < 2L) n else fibi(n - 1L) + fibi(n - 2L)
s <- 0
for (i in 1:10) s <- s + sq(i + 0.5)
s
t <- 0
for (i in 1:20) t <- t + fib(i - 1)
t
u <- 0L
for (i in 1:20) u <- u + fibi(i)
u
f <- function(n) { s <- 0; k <- 0; while (k < n) { k <- k + 1; s <- s + sq(k) }; s }
f(100)
g <- function(n) { s <- 0; k <- 0; repeat { k <- k + 1; if (k > n) break; s <- s + fib(k / 2) }; s }
g(30)
m <- function(a, b) { p <- a * b; p + 1L }
big <- 46341L
w <- 0L
for (i in 1:3) w <- m(big, i)
w
h <- function(x) { if (x > 0) return(x); -1 * x }
v <- c(1, NA, 3)
z <- 0
r <- try(for (i in 1:3) z <- z + h(v[i]), silent = TRUE)
cat(class(r), z, "\n")
redef <- function() sq <<- function(x) -1
s <- 0
for (i in 1:6) { s <- s + sq(i / 2); if (i == 3) redef() }
s
sq <- function(x) x * x
e <- function(n) { sq <- 5; s <- 0; for (i in 1:n) s <- s + sq(i / 2); s }
e(4)
mm <- matrix(0, 3, 4)
for (i in 1:3) for (j in 1:4) mm[i, j] <- sq(i - j / 2)
mm
x <- c(NaN, Inf, -Inf, NA, 2)
y <- numeric(5)
for (i in seq_along(x)) y[i] <- sq(x[i])
y
# arguments computed early in generic code, and where they are not
k <- function(n) { cat("k\n"); sq(n - 1) + sq(n * 2L) + sq(n / 3) + sq((n + 0.5) * 2) }
k(4); k(4L); k(NA)
hh <- function(a, b) a - b
x <- 5L; y <- 7L
hh(x + 1L, y * 2L); hh(x / 2L, y - x); typeof(hh(x + 1L, y))
i0 <- function(a) a + 0L
bigi <- .Machine$integer.max
i0(bigi + 1L)
Ops.money <- function(e1, e2) { cat("Ops.money\n"); structure(unclass(e1) + 1, class = "money") }
mo <- structure(2, class = "money")
r <- try(sq(mo + 1), silent = TRUE)
cat(class(r), "\n")
sq(c(a = 3) + 1)
# typed bodies with loops
sumsq <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i*i; s }
sumsq(10); sumsq(2.5); sumsq(0); sumsq(1e3)
r <- try(sumsq(-1), silent = TRUE)
cat(class(r), "\n")
down <- function(a, b) { s <- 0; for (j in a:b) s <- s * 2 + j; s }
down(5, 1); down(1.5, 4)
isum <- function(n) { s <- 0L; for (i in 1:n) s <- s + i; s }
isum(10L); isum(100000L)
halve <- function(x) { k <- 0; while (x > 1) { x <- x / 2; k <- k + 1 }; k }
halve(1000); halve(0.5)
first <- function(n) { for (i in 1:n) { t <- i * 1.5; if (t * t > n) return(t) }; -1 }
first(50); first(0.5)
tri <- function(n) { s <- 0; for (i in 1:n) for (j in 1:i) s <- s + j / i; s }
tri(20)
tt <- 0
for (k2 in 1:50) tt <- tt + sumsq(k2 / 2)
tt
