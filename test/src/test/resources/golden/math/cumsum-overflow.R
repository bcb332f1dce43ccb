x <- c(.Machine$integer.max, 1L, 1L)
y <- cumsum(x)
print(y)
print(cumsum(c(1e308, 1e308)))
