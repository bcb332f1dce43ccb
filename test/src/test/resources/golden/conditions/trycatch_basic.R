# tryCatch with error and warning handlers, and the value of the handler.
r <- tryCatch(stop("boom"), error = function(e) paste("caught:", conditionMessage(e)))
r
r <- tryCatch(warning("careful"), warning = function(w) paste("warned:", conditionMessage(w)))
r
r <- tryCatch(42, error = function(e) -1)
r
f <- function(x) if (x < 0) stop("negative input") else sqrt(x)
tryCatch(f(-4), error = function(e) conditionMessage(e))
tryCatch(f(16), error = function(e) conditionMessage(e))
