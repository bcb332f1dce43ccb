# try without silent prints the error to stderr and continues.
f <- function(x) stop("failure in f")
r <- try(f(1))
cat("still running\n")
try(stop("top level failure"))
cat("end\n")
