# R prints an uncaught error (and its Calls: line) before on.exit code runs on the way out
f <- function() { on.exit(message("f's on.exit")); g() }
g <- function() { on.exit(message("g's on.exit")); warning("first"); stop("failed in g") }
f()
