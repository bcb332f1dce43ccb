f <- function(v) if (v) "yes" else "no"
f(TRUE)
f(logical(0))
