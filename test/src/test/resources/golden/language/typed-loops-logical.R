# Loops a compiled jar keeps in JVM locals: elements of logical vectors (reads and writes, NA),
# x[[i]] of numeric vectors, the sieve of Eratosthenes, parameters guessed integers

# the sieve: a logical vector made by rep(TRUE, n), written FALSE in an inner while loop
n <- 10000L
is_p <- rep(TRUE, n); is_p[1] <- FALSE
for (i in 2:floor(sqrt(n))) if (is_p[i]) { j <- i * i; while (j <= n) { is_p[j] <- FALSE; j <- j + i } }
print(sum(is_p)); print(which(is_p)[1:10]); print(typeof(is_p))

# logical elements: NA reads and writes, logical(n), x > 0, counts of TRUE
flags <- logical(8)
for (i in 1:8) flags[i] <- i %% 3L == 0L | i == 8L
print(flags)
v <- c(1.5, NA, -2, 0, NaN, 3)
pos <- v > 0
cnt <- 0L; nas <- 0L
for (i in seq_along(pos)) { if (is.na(pos[i])) nas <- nas + 1L else if (pos[i]) cnt <- cnt + 1L }
print(c(cnt, nas))
m <- 0; for (i in seq_along(pos)) m <- m + pos[i] * 10 + !pos[i]
print(m)
out <- logical(6)
for (i in 1:6) out[i] <- pos[i] & !is.na(v[i]) || i == 6L
print(out)
both <- logical(4); for (i in 1:4) both[i] <- NA
print(both)

# a logical vector written a number, or a number vector written a logical: R's coercion
lg <- logical(3); for (i in 1:3) lg[i] <- i * 2L
print(lg); print(typeof(lg))
dv <- numeric(3); for (i in 1:3) dv[i] <- i > 1
print(dv)
iv <- integer(3); for (i in 1:3) iv[i] <- i == 2L
print(iv); print(typeof(iv))
nl <- c(TRUE, NA, FALSE); sm <- 0L
for (i in 1:3) sm <- sm + nl[i]
print(sm)

# past the end: a logical vector grows, with NA between
gr <- logical(2); for (i in 1:4) gr[i * 2L] <- TRUE
print(gr)
shared <- rep(FALSE, 3); keep <- shared
for (i in 1:3) shared[i] <- i > 1
print(shared); print(keep)

# x[[i]] of numeric vectors: as x[i] in bounds; out of bounds R's error
x <- c(2.5, NA, -1, Inf); xi <- c(3L, NA, 7L)
s <- 0; t <- 0L
for (i in seq_along(x)) s <- s + x[[i]] * 2
for (i in 1:3) t <- t + xi[[i]]
print(c(s, t))
s2 <- 0; for (i in 1:4) s2 <- s2 + x[[i / 1.5 + 0.5]]
print(s2)
ok <- tryCatch({ u <- 0; for (i in 1:5) u <- u + x[[i]]; u }, error = function(e) conditionMessage(e))
print(ok)
print(u)

# a function's parameter guessed an integer from the script's calls (sieve(1000L)); a double n runs too
sieve <- function(n) { p <- rep(TRUE, n); p[1] <- FALSE
  for (i in 2:floor(sqrt(n))) if (p[i]) { j <- i * i; while (j <= n) { p[j] <- FALSE; j <- j + i } }
  sum(p) }
print(c(sieve(1000L), sieve(100), sieve(2L)))
