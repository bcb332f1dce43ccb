# do.call with a function, a name, and named list arguments.
f <- function(a, b = 2) a * 10 + b
do.call(f, list(1))
do.call("f", list(b = 5, a = 3))
do.call(paste, list("x", "y", sep = "_"))
args <- list(1:10)
do.call("sum", args)
do.call(rbind, list(1:2, 3:4))
