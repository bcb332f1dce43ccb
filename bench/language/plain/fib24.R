# Closure call overhead: naive recursive Fibonacci, first use in a fresh process.
fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
print(fib(24))
