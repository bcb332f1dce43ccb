# Loops with typed locals that call out (cat, print, closures): the variables are written to the
# frame before the call and read back and checked after it; what a call changes is seen.

# progress output every k iterations
x <- as.double(1:3000)
s <- 0
for (i in 1:3000) {
  s <- s + x[i] * 0.5
  if (i %% 1000 == 0) cat("at", i, "sum", s, "\n")
}
print(c(s, i))

# a closure's value assigned, then used by typed code; the loop variable after the loop
sq <- function(v) v * v
t <- 0
for (k in seq_len(6)) {
  y <- sq(k)
  t <- t + y / 2
}
print(c(t, y, k))

# print inside a while loop with an integer counter
n <- 0L
while (n < 5L) {
  n <- n + 1L
  if (n %% 2L == 1L) print(n)
}
n

# a callee that reads the caller's variables through parent.frame()
peek <- function() get("acc", envir = parent.frame())
acc <- 0
seen <- numeric(0)
for (i in 1:4) {
  acc <- acc + i
  seen <- c(seen, peek())
  acc <- acc * 2
}
print(seen); print(acc)

# a callee that assigns the caller's variables with <<- (the typed code reads them back)
bump <- function() { tot <<- tot + 100; i <<- -1L }
tot <- 0
for (i in 1:3) {
  tot <- tot + i
  if (i == 2) bump()
  tot <- tot + 1
}
print(c(tot, i))

# the loop variable assigned by a call: R's next iteration binds it again; the last one stays
z <- 0
for (i in 1:4) {
  z <- z + i
  if (i >= 3) assign("i", 10L)
  z <- z + i
}
print(c(z, i))

# a call that makes a typed variable a string: the rest runs generically, with R's error
f1 <- function() {
  w <- 0
  for (i in 1:5) {
    w <- w + i
    if (i == 3) w <- paste("w", w)
    w <- w + 1
  }
  w
}
print(tryCatch(f1(), error = function(e) conditionMessage(e)))

# a call that redefines + in the loop's frame, then removes it
f2 <- function() {
  s <- 0
  for (i in 1:6) {
    s <- s + i
    if (i == 2) `+` <- function(a, b) a * b
    if (i == 4) rm(`+`)
  }
  s
}
print(f2())

# an error in a call: the variables written so far are in the frame
f3 <- function() {
  s <- 0; j <- 0L
  r <- tryCatch(for (i in 1:10) {
    s <- s + i
    j <- j + 2L
    if (i == 4) stop("stopped at ", i)
  }, error = function(e) conditionMessage(e))
  print(r); print(c(s, j, i))
}
f3()

# integer overflow after a call: the iteration's rest from the call on runs generically, with R's warning
f4 <- function() {
  k <- 2147483000L
  for (i in 1:5) {
    k <- k + 100L
    cat("k", k, "\n")
    k <- k + 100L
  }
  k
}
print(f4())

# an element written past the end after a call: the vector grows as in R
v <- numeric(3)
for (i in 1:5) {
  v[1] <- v[1] + i
  cat(i, "")
  v[i] <- i
}
cat("\n"); print(v)

# a call that grows, replaces or copies a vector the loop reads and writes
w <- c(1, 2, 3)
keep <- NULL
for (i in 1:4) {
  w[i] <- w[i] * 10
  if (i == 2) keep <- w
  if (i == 3) w <- c(w, 5)
}
print(w); print(keep)

# break and next inside and around calls
r <- 0
for (i in 1:10) {
  r <- r + i
  if (i %% 2 == 0) { cat("even", i, "\n"); next }
  if (i > 6) { print("stop"); break }
  r <- r - 1
}
print(c(r, i))
q <- 0
for (i in 1:6) {
  q <- q + i
  if (i == 2) eval(quote(next))
  if (i == 5) eval(quote(break))
  q <- q * 2
}
print(c(q, i))

# repeat with a call and a break
m <- 1
repeat {
  m <- m * 3
  if (m > 100) break
  message("m is ", m)
}
print(m)

# lazy promises: a closure keeps its argument unforced; it sees the variable when forced
mk <- function(a) function() a
fs <- list()
h <- 0
for (i in 1:3) {
  h <- h + i
  fs[[i]] <- mk(h)
  h <- h * 10
}
print(c(fs[[1]](), fs[[3]](), h))

# warnings from a call in a typed loop, and a calling handler that reads the loop's frame
g5 <- function() {
  u <- 0
  withCallingHandlers(for (i in 1:3) {
    u <- u + i
    warning("w", i)
    u <- u + 0.5
  }, warning = function(w) { cat(conditionMessage(w), "u =", u, "\n"); invokeRestart("muffleWarning") })
  u
}
print(g5())

# return from inside a function's loop, with on.exit reading the variable
f6 <- function(n) {
  on.exit(cat("on exit, s =", s, "\n"))
  s <- 0
  for (i in 1:n) {
    s <- s + i
    if (s > 10) return(s)
  }
  -1
}
print(f6(10)); print(f6(3))

# an inner loop typed inside an outer loop that prints
tab <- matrix(0, 3, 4)
for (i in 1:3) {
  for (j in 1:4) tab[i, j] <- i * j
  cat("row", i, ":", tab[i, ], "\n")
}
# an inner loop that calls: the whole inner loop runs as generic code
tot <- 0
for (i in 1:3) {
  tot <- tot + i
  for (j in 1:2) cat(i, j, ";")
  tot <- tot * 2
}
cat("\n"); print(tot)

# a value from a call that is sometimes an integer, sometimes NA, sometimes a double
pick <- function(i) if (i == 2) NA else if (i == 3) 2.5 else i
s7 <- 0
for (i in 1:4) {
  p <- pick(i)
  s7 <- s7 + (if (is.na(p)) 0 else p)
}
print(s7)

# a variable a call removes, then read: R's error
f8 <- function() {
  a <- 1; b <- 0
  for (i in 1:3) {
    b <- b + a
    if (i == 2) rm(a)
    b <- b + a
  }
  b
}
print(tryCatch(f8(), error = function(e) conditionMessage(e)))

# NA in a condition after a call
f9 <- function() {
  c9 <- 0
  for (i in 1:3) {
    c9 <- c9 + i
    nv <- if (i == 2) NA_real_ else 1
    if (nv > 0) c9 <- c9 + 1
  }
  c9
}
print(tryCatch(f9(), error = function(e) conditionMessage(e)))

# calls inside typed inner loops: progress output from the inner loop
s <- 0
for (i in 1:3) {
  for (j in 1:4) {
    s <- s + i * j
    if (j == 2) cat("row", i, "col", j, "s", s, "\n")
  }
  s <- s / 2
}
print(c(s, i, j))

# a closure's value that is once an integer: the inner loop's rest runs generically, then typed again
f4 <- function(v) if (v == 5) 1L else v + 0.5
t <- 0
for (i in 1:3) {
  for (j in 1:3) {
    y <- f4(i + j)
    t <- t + y * j
  }
  t <- t - 1
}
print(c(t, y, i, j))

# next and break raised by calls inside an inner while loop
n <- 0
for (i in 1:4) {
  k <- 0L
  while (k < 5L) {
    k <- k + 1L
    if (k == i) eval(quote(next))
    if (k == 4L) eval(quote(break))
    n <- n + k
    message("k ", k)
  }
  n <- n * 2
}
print(c(n, k, i))

# an integer overflow in a later inner iteration than the call's: R's NA and warning, the call not repeated
x <- integer(5)
big <- 2147483300L
for (i in 1:2) {
  for (j in 1:5) {
    x[j] <- x[j] + j
    if (j == 2) cat("at", i, j, "\n")
    big <- big + 100L * i
  }
}
print(x); print(big)

# a call in a repeat loop inside a typed loop that writes matrix elements
m <- matrix(0, 2, 3)
q <- 0L
for (i in 1:2) {
  j <- 0L
  repeat {
    j <- j + 1L
    m[i, j] <- i + j
    if (j == 2L) print(m[i, ])
    if (j >= 3L) break
  }
  q <- q + j
}
print(m); print(q)

# typed again after a failed check: a value that is once a string
g <- function(i) if (i == 2) "two" else i * 1.5
acc <- 0
for (i in 1:5) {
  v <- g(i)
  if (i != 2) acc <- acc + v
  cat(i, "")
}
cat("\n"); print(c(acc, i, v))

# a while loop typed again after an NA the check refused
w <- 0; u <- 0L
while (u < 6L) {
  u <- u + 1L
  p <- if (u %% 3L == 0L) NA else u / 2
  if (!is.na(p)) w <- w + p else w <- w - 1
}
print(c(w, u))

# a call that makes a variable a string: the next iteration's checks fail, R's error
h <- function(i) if (i == 3) acc2 <<- "x"
acc2 <- 0
r <- tryCatch({ for (i in 1:5) { acc2 <- acc2 + i; h(i) }; acc2 }, error = function(e) conditionMessage(e))
print(r); print(i)
