# options(warn = 2) turns warnings into errors
options(warn = 2)
f <- function() { warning("w"); cat("after\n") }
r <- tryCatch(f(), error = function(e) conditionMessage(e))
r
f()
