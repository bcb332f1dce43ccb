f <- function() { warning("w"); stop("e") }
r <- try(f())
class(r)
g <- function() { warning("w1"); warning("w2"); stop("bad") }
try(g())
try(f(), silent = TRUE)
cat("after\n")
h <- function() { warning("late"); 1 }
try(h())
