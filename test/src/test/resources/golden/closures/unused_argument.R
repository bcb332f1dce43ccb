# Calling with an argument the function does not have is an error.
f <- function(x, y) x + y
f(1, 2)
f(1, y = 2, z = 3)
