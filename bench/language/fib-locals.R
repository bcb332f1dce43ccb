# Function-call overhead with local assignments and an early return; fib(25) as in fib.R.
fibl <- function(n) {
  if (n < 2) return(n)
  a <- fibl(n - 1)
  b <- fibl(n - 2)
  a + b
}
print(fibl(25))
