# sys.function and Recall
fib <- function(n) if (n <= 1) n else Recall(n - 1) + Recall(n - 2)
fib(10)
sf <- function() sys.function()
sf
fact <- function(n) if (n <= 1) 1 else n * sys.function()(n - 1)
fact(6)
