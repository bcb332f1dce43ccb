# Functions typed on scalars: local assignments, early return, tail if blocks, integer
# parameters, and calls from loops entering them with the arguments' values.
fibl <- function(n) {
  if (n < 2) return(n)
  a <- fibl(n - 1)
  b <- fibl(n - 2)
  a + b
}
fibl(20)
fibl(0.5)
fibl(10L)
r <- try(fibl(NA_real_), silent = TRUE)
cat(class(r), "\n")
fibi <- function(n) if (n < 2L) n else fibi(n - 1L) + fibi(n - 2L)
fibi(20L)
typeof(fibi(10L))
fibi(20)
m <- function(a, b) { p <- a * b; p + 1L }
m(3L, 4L)
m(.Machine$integer.max, 2L)
m(NA_integer_, 1L)
g <- function(x, y) { t <- x * y
  if (t > 10) { u <- t - 10; u * 2 } else { x <- x + 1; t + x } }
g(2, 3); g(5, 4); try(g(NA, 1))
sq <- function(x) x * 0.5 + 1
add3 <- function(a, b, c) { t <- a + b; t * c }
f <- function(n) { s <- 0; for (i in 1:n) s <- add3(s, i, 0.5) + sq(i); s }
f(1000)
sq2 <- function(x) x * 2
s <- 0
for (i in 1:6) { y <- i + 0.5; s <- s + sq2(y); if (i == 3) sq2 <- function(x) -1 }
s
h <- function(v) sq(v)
h({ cat("forced\n"); 3 })
makeActiveBinding("ab", function() { cat("read ab\n"); 4 }, environment())
sq(ab)
first <- function(a, b) a + 1
first(1, nope)
d <- function(n) if (n < 1) 0 else d(n - 1) + 1
x <- 100
d(x)
