# Runaway recursion is an R error that tryCatch can catch.
f <- function(n) f(n + 1)
r <- tryCatch(f(1), error = function(e) "caught deep recursion")
r
g <- function(n) if (n == 0) 0 else 1 + g(n - 1)
g(500)
