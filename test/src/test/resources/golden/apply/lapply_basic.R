# lapply(): names kept, extra arguments, FUN by name
print(lapply(1:3, function(i) i * 2))
print(lapply(c(a = 1, b = 2), function(x) x + 1))
print(lapply(list(a = 1:3, b = 4:6), sum))
print(lapply(1:2, "+", 10))
print(lapply(c("x", "y"), toupper))
print(lapply(NULL, length))
print(lapply(list(), length))
print(lapply(1:2, function(x, y) x * y, y = 3))
f <- function(x) x^2
print(lapply(1:2, "f"))
