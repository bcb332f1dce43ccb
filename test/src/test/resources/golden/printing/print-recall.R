# Recall is a closure in R that calls its .Internal; base closures print their byte code line
print(Recall)
by
f <- function(n) if (n <= 1) 1 else n * Recall(n - 1)
f(5)
