# stopifnot passes silently or reports the failing expression.
stopifnot(TRUE, 1 < 2, all(1:3 > 0))
r <- tryCatch(stopifnot(1 > 2), error = function(e) conditionMessage(e))
r
r <- tryCatch(stopifnot(c(1, 2, 3) > 1), error = function(e) conditionMessage(e))
r
r <- tryCatch(stopifnot("x must be positive" = -1 > 0), error = function(e) conditionMessage(e))
r
f <- function(x) stopifnot(is.numeric(x), x > 0)
f(1)
f(-1)
