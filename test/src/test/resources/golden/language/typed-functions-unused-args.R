# Too many arguments to FUN through the apply family (issue 25): R's message deparses the unused
# argument simply (an integer without its L), named or not.
m <- function(expr) tryCatch(expr, error = function(e) paste("Error:", conditionMessage(e), "|", deparse(conditionCall(e))))
print(m(vapply(1:3, function(v) v, numeric(1), 1L))); print(m(sapply(1:3, function(v) v, 1L)))
print(m(lapply(1:3, function(v) v, 2))); print(m(vapply(1:3, function(v) v, numeric(1), k = 1L)))
f <- function() 1; print(m(f(1L))); print(m(f(c(a = 1L)))); print(m(f(NA_integer_))); print(m(f(x = 2L, "s")))
print(m(f(c(1L, NA)))); print(m(f(1:3)))
