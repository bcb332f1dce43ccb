# warnings come after the message and its Calls line
f <- function() { warning("first"); stop("second") }
g <- function() f()
g()
