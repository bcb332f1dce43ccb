# a long chain: the older calls become "...", the outermost in front
f <- function(n) if (n == 0) stop("deep") else f(n - 1)
f(30)
