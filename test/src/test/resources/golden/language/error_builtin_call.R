# An error in a builtin reports the builtin's call.
x <- 1
y <- x + 2
y
x + "a"
