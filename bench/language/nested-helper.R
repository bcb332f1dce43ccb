# A helper assigned inside the function that calls it in its loop: typed bodies for nested
# functions (the loop calls the helper's typed method), and a typed function whose parameter the
# script guesses an integer (fibi(10L)) called with a double (its double method).
f <- function(n) { sq <- function(x) x * x + 1; s <- 0; for (i in 1:n) s <- s + sq(i * 0.5); s }
print(f(3e6))
fibi <- function(n) if (n < 2L) n else fibi(n - 1L) + fibi(n - 2L)
print(fibi(10L))
n25 <- max(25, 0) # a double the compiler cannot see: fibi's n stays guessed an integer
print(fibi(n25))
