# Loops a compiled jar runs typed, whose iterations give up before any call (an integer overflow,
# an index past the end, NA or 0, an empty inner sequence) and are taken back by typed code after
# the generic iteration: each warning once, the vectors grown as R grows them

# an overflow once, early (NA with one warning), reset, then typed again
k <- .Machine$integer.max - 2L; wraps <- 0L; t <- 0
for (i in 1:5000) {
  k <- k + 1L
  if (is.na(k)) { k <- 0L; wraps <- wraps + 1L }
  t <- t + k * 0.25
}
print(c(k, wraps, t, i))

# overflows now and then: one warning each
k <- 0L; n <- 0L
for (i in 1:40) { k <- k + 300000000L; if (is.na(k)) { k <- 0L; n <- n + 1L } }
print(c(k, n))

# NA propagating after an overflow, in a while loop: one warning
w <- 2147483600L; j <- 0L
while (j < 100L) { j <- j + 1L; w <- w + 1L }
print(c(w, j))

# a vector grown by the first iterations, then written in place
x <- 0; s <- 0
for (i in 1:2000) { b <- i %% 5L + 1L; x[b] <- i * 0.5; s <- s + x[b] }
print(x); print(s)

# a vector grown at every iteration, from empty (integer and double), descending
x <- numeric(0); s <- 0
for (i in 1:3000) { s <- s + i * 0.5; x[i] <- s }
print(c(length(x), x[length(x)], sum(x)))
v <- integer(0); n <- 0L
while (n < 500L) { n <- n + 1L; v[n] <- n * 3L }
print(c(length(v), sum(v), typeof(v)))
y <- numeric(0)
for (i in 12:1) y[i] <- i^2
print(y)

# growth in bursts and in turns; a logical vector grown
x <- numeric(1); k <- 1L
for (i in 1:400) { if (i %% 2L == 0L) k <- k + 1L; x[k] <- i; if (i %% 100L < 5L) { k <- k + 1L; x[k] <- -i } }
print(c(length(x), sum(x), k))
lv <- logical(0)
for (i in 1:9) lv[i] <- i %% 3L == 0L
print(lv)

# NA, 0 and past-the-end indices read
v <- c(2, 4, 6); idx <- c(1L, NA, 3L, 0L, 2L, 4L, 1L, 3L); acc <- 0
for (i in seq_along(idx)) { y <- v[idx[i]]; if (length(y) == 1 && !is.na(y)) acc <- acc + y else acc <- acc - 1 }
print(c(acc, i))

# empty inner sequences now and then
s <- 0
for (i in 1:30) { for (j in seq_len(i %% 3L)) s <- s + j; s <- s + 0.5 }
print(c(s, i, j))

# a variable the generic iteration leaves a double: typed code tried again later
j <- 0L; s <- 0
for (i in 1:20) { s <- s + j; for (j in (if (i == 3L) 0.5 else 1):2) s <- s + j * i }
print(c(s, j))

# break and next after typed code came back; a variable assigned only before the break
k <- 2147483646L; last <- -1
for (i in 1:20) { if (i > 6) break; k <- k + 1L; last <- i * 10 }
print(c(k, last, i))
k <- 2147483645L; n <- 0
for (i in 1:15) { k <- k + 1L; if (i %% 3L == 0L) next; n <- n + i }
print(c(k, n))

# in a function called again and again, with a call in the loop
f <- function(n) {
  x <- numeric(0); k <- 2147483640L
  for (i in 1:n) { x[i] <- i; k <- k + 1L; if (i == n %/% 2L) cat("half", i, k, "\n") }
  c(length(x), sum(x), k)
}
for (r in 1:3) print(f(r * 7L))
