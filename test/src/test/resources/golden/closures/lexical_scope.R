# Lexical scoping: free variables are looked up where the function was defined.
x <- 10
f <- function() x
g <- function() {
  x <- 20
  f()
}
g()
h <- function() {
  x <- 30
  k <- function() x
  k()
}
h()
adder <- function(n) function(m) n + m
add5 <- adder(5)
add5(1)
