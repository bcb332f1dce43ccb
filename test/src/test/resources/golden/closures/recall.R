# Recall calls the current function again.
fact <- function(n) if (n <= 1) 1 else n * Recall(n - 1)
fact(6)
g <- fact
rm(fact)
g(5)
