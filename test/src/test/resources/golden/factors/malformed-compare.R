f <- structure(c(6, 2L, 1L, NA), levels = c("lo", "hi"), class = "factor")
print(f == "lo")
print("hi" != f)
print(f == f)
