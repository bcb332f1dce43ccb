# str of formals: arguments without a default are the empty symbol, shown as "symbol"
f <- function(x, y = 2, ...) NULL
str(formals(f))
str(formals(function(a, b) a))
str(formals(function(n, p = c(0.5, 0.25), label = "x", flag = TRUE) NULL))
str(list(a = quote(b), c = 1))
