f <- structure(c(1L, 2L, 1L, NA), levels = c("lo", "hi"), class = "factor")
print(f == "lo")
print("hi" != f)
print(f == f)
x <- f < "z"
print(x)
y <- f + 1
print(y)
