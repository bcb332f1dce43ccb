# Typed function bodies: if/else statements, break/next/repeat, seq_along, calls between
# typed functions, integers passed to double parameters (interpreted, compiled, engine alike)
clamp <- function(x, lo, hi) {
  y <- x
  if (y < lo) y <- lo else if (y > hi) { y <- hi }
  y * 2
}
print(c(clamp(5, 0, 3), clamp(-1, 0, 3), clamp(1.5, 0, 3)))
print(clamp(2L, 0, 3)); print(clamp(7L, 0L, 3L)); print(typeof(clamp(7L, 0L, 3L)))
r <- try(clamp(NA, 0, 3), silent = TRUE); cat(r)

firstdiv <- function(n) { d <- 0L; for (i in 2:n) { if (n %% i == 0) { d <- i; break } }; d }
print(c(firstdiv(91), firstdiv(97), firstdiv(2)))
oddsum <- function(n) { s <- 0; for (i in seq_len(n)) { if (i / 2 == floor(i / 2)) next; s <- s + i }; s }
print(c(oddsum(10), oddsum(0.5)))
r <- try(oddsum(NA), silent = TRUE); cat(r)
halves <- function(x) { k <- 0; repeat { x <- x - 1.5; k <- k + 1; if (x < 0) break }; k }
print(c(halves(10), halves(-1)))
r <- try(halves(NA), silent = TRUE); cat(r)
w <- function(x) { k <- 0; while (TRUE) { k <- k + 1; if (k > x) break; if (k < 3) next; x <- x - 0.5 }; k }
print(c(w(10), w(0)))
nb <- function(n) { s <- 0; for (i in 1:n) { if (i == 3) next; for (j in 1:n) { if (j > i) break; s <- s + j } }; s }
print(c(nb(6), nb(1)))
sa <- function(x) { s <- 0; for (i in seq_along(x)) s <- s + x * i; s }
print(c(sa(3), sa(NA), sa(NaN), sa(2L)))
fi <- function(n) { s <- 0L; for (i in 1:n) { if (s > 1000000000L) return(-1L) else s <- s + i * i }; s }
print(c(fi(10L), fi(3000L)))
print(fi(2000000L))
f <- function(x) { if (x > 0) y <- 1; y }
print(f(1)); r <- try(f(-1), silent = TRUE); cat(r)

# calls between typed functions
sq <- function(x) x * x
hyp <- function(a, b) sqrt(sq(a) + sq(b))
print(c(hyp(3, 4), hyp(NA, 1), hyp(NaN, Inf), hyp(3L, 4L)))
sq <- function(x) -1
print(hyp(3, 4))
sq <- function(x) x * x
print(hyp(6, 8))
m2 <- function(a) a * 2L
g <- function(a) m2(a) + 1L
print(g(5L)); print(g(.Machine$integer.max)); print(typeof(g(3L))); print(g(NA_integer_))
h <- function(x) if (x > 0) 1 else 2
k <- function(x) h(x) * 3
print(k(1)); r <- try(k(NA), silent = TRUE); cat(r)
dd <- function(n) if (n < 1) 0 else dd(n - 1) + 1
w2 <- function(n) dd(n) + 0
print(w2(200))
sumsq <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i * i; s }
acc <- function(n) { t <- 0; for (k in 1:n) t <- t + sumsq(k / 2); t }
print(acc(30))
u <- 0
for (k in 1:10) u <- u + acc(k)
print(u)

# integers passed to double parameters
half <- function(x) x * 0.5 + 1
s <- 0
for (i in 1:1000) s <- s + half(i)
print(s); print(half(3L)); print(typeof(half(3L))); print(half(NA_integer_))
ret <- function(x) { y <- x + 1; y }
print(ret(2L)); print(typeof(ret(2L))); print(ret(.Machine$integer.max))
keep <- function(x) { if (x > 0) return(x); 0 }
print(c(typeof(keep(3L)), typeof(keep(-1L))))
addi <- function(a, b) a + b
print(addi(1L, 2L)); print(typeof(addi(1L, 2L))); print(addi(.Machine$integer.max, 1L)); print(addi(1L, 2.5))
mix <- function(a, b) a * b + 0.5
t <- 0
for (i in 1:50) t <- t + mix(i, 2) + mix(1.5, i) + mix(i, i)
print(t)
big <- 50000L
t2 <- 0
for (i in 1:3) t2 <- t2 + mix(big, big + i)
print(t2)
fib <- function(n) if (n < 2) n + 0 else fib(n - 1) + fib(n - 2)
print(fib(15L)); print(typeof(fib(15L)))

# integer %% and %/% in typed bodies
collatz <- function(n) { k <- 0L; while (n != 1L) { if (n %% 2L == 0L) n <- n %/% 2L else n <- 3L * n + 1L; k <- k + 1L }; k }
print(c(collatz(27L), collatz(1L)))
r <- try(collatz(2147483647L), silent = TRUE); cat(r)
dm <- function(a, b) a %/% b + a %% b
print(c(dm(7L, 0L), dm(-7L, 2L), dm(7L, -2L), dm(NA_integer_, 2L))); print(c(dm(7.5, 2), dm(7L, 2.5), dm(-7, 0)))
print(typeof(dm(7L, 2L)))
