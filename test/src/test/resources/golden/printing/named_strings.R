# named character vectors: right-aligned, quoted or not
x <- c(first = "a", second = "bb", third = NA)
x
print(x, quote = FALSE)
y <- c(a = "short", b = "a much longer string value", c = "mid")
y
z <- setNames(c("x", "y"), c("name with space", ""))
z
