# complex constants as operands: R brackets them where the sum they print as would bind looser
print(quote(1 + 2i)); print(quote(-1i)); print(quote(2i * 3)); print(quote(f(2i))); print(quote(x[2i]))
print(quote(2i^2)); print(quote(!2i)); print(quote(a <- 2i)); print(quote(a$b + 1i)); print(quote(2i + 1))
print(quote(1 - 3i)); print(quote(2i == 1)); print(quote(1:2i))
print(substitute(a + b, list(b = -1))); print(substitute(a + b, list(b = c(1i, 2))))
print(deparse(quote(z * (1+2i))))
f <- function(x) x
print(body(function() 3 * 1i + 2))
r <- tryCatch(log(-1 + 0i) + sqrt("a"), error = function(e) conditionCall(e))
print(r)
