f <- function() undefined_variable + 1
f()
