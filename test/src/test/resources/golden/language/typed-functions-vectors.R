# Typed function bodies with numeric vectors: elements read and written, length, seq_along,
# numeric(n)/integer(n), sum, vectors as arguments (the caller's unchanged: copy on write) and
# values, and where typed code gives up (indices out of bounds, NA, attributes, lists, coercion)
fill <- function(n) { v <- numeric(n); for (i in seq_len(n)) v[i] <- i * 2; sum(v) }
print(c(fill(10), fill(100000), fill(2.5), fill(3L), fill(0)))
r <- try(fill(-1), silent = TRUE); cat(r)
r <- try(fill(NA), silent = TRUE); cat(r)
bs <- function(x) {
  n <- length(x)
  if (n < 2) return(x)
  for (i in 1:(n - 1)) for (j in 1:(n - i)) if (x[j] > x[j + 1]) { t <- x[j]; x[j] <- x[j + 1]; x[j + 1] <- t }
  x
}
v <- c(3, 1, 2, 9, -4, 0.5)
s <- bs(v)
print(v); print(s)
print(bs(c(5L, 3L, 9L, 1L))); print(typeof(bs(c(5L, 3L))))
r <- try(bs(c(1, NA, 3)), silent = TRUE); cat(r)
print(bs(c(b = 2, a = 1))); print(bs(numeric(0))); print(bs(7)); print(bs(c(TRUE, FALSE)))
for (k in 1:3) print(bs(c(k, 3, 1, 2)))
set.seed(1); w <- runif(200); print(identical(bs(w), sort(w)))
cnt <- function(n) { v <- integer(n); for (i in 1:n) v[i] <- i %% 3L; v }
print(cnt(7L)); print(cnt(7)); print(typeof(cnt(7L))); print(cnt(2.9))
id <- function(x) { s <- 0; for (i in seq_along(x)) s <- s + x[i]; x }
w <- c(1, 2, 3); y <- id(w); y[1] <- 100; print(w); print(y); print(id(c(x = 1)))
g <- function(x, i) x[i] * 2
print(c(g(c(1, 2, 3), 2), g(c(1, 2, 3), 5), g(c(1, 2, 3), 2.9), g(c(1, 2, 3), NA)))
print(g(c(1, 2, 3), 0)); print(g(c(1, 2, 3), -1)); print(g(c(1L, NA, 3L), 2L)); print(g(matrix(1:4, 2), 3))
r <- try(g(list(1, 2), 1), silent = TRUE); cat(r)
gr <- function(n) { v <- numeric(2); for (i in 1:n) v[i] <- i; v }
print(gr(1)); print(gr(5))
mixw <- function(n) { v <- integer(n); for (i in 1:n) v[i] <- i / 2; v }
print(mixw(3)); print(typeof(mixw(3)))
wn <- function(x, i) { x[i] <- 9; x }
print(wn(c(1, 2), NA)); print(wn(c(1, 2), 4)); print(wn(1:2, 1L)); print(typeof(wn(1:2, 1L)))
len2 <- function(x) length(x) * 2L
print(c(len2(c(1, 2)), len2(1:5), len2(list(1, 2)), len2("a"), len2(NULL)))
sm <- function(x) sum(x) + 1
print(c(sm(c(1, NA, NaN)), sm(c(NaN, NA)), sm(c(1e16, 1, -1e16)), sm(1:3), sm(c(0.1, 0.2, 0.3)), sm(numeric(0))))
sq <- function(x) x * x
sqs <- function(n) { v <- numeric(n); for (i in seq_len(n)) v[i] <- sq(i); k <- length(v); v[k] + v[1] }
print(c(sqs(10), sqs(1), sqs(3L)))
tot <- 0
for (i in 1:200) tot <- tot + fill(i)
print(tot)
