# match.fun()
f <- match.fun("sum")
print(f(1:3))
g <- function(x) x + 1
print(match.fun(g)(1))
h <- function(FUN) match.fun(FUN)(10)
print(h("sqrt"))
lapply(1:2, 5)
