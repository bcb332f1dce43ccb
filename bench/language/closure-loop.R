# Small closures called from a loop with variables and constants as arguments.
add3 <- function(a, b, c) { t <- a + b; t * c }
sq <- function(x) x * 0.5 + 1
f <- function(n) { s <- 0; for (i in 1:n) s <- add3(s, i, 0.5) + sq(i); s }
print(f(1e6))
