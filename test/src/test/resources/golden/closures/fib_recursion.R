# Recursion: Fibonacci and factorial.
fib <- function(n) if (n < 2) n else fib(n - 1) + fib(n - 2)
print(fib(20))
fact <- function(n) {
  if (n <= 1) return(1)
  n * fact(n - 1)
}
fact(10)
fact(20)
