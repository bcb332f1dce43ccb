# ls() of a search-list name, builtins(), and a builtin called without its argument
x <- ls("package:stats")
print(c("sd", "lm") %in% x)
print(is.character(builtins()))
print("sum" %in% builtins())
r <- tryCatch(as.vector(), error = function(e) conditionMessage(e))
print(r)
f <- function(expr) tryCatch(expr, error = function(e) "caught")
print(f(as.vector()))
