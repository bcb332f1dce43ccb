# L literals that are not whole numbers in integer range are doubles, with the parser's warnings
x <- 1.5L
print(x)
y <- 1e3L
print(y)
z <- 0x10L
print(z)
w <- 1e-3L
print(w)
v <- 1.0L
print(v)
u <- 3000000000L
f <- function() 2.5L
print(f())
