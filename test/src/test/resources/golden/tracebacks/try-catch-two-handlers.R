# two handlers: tryCatchList -> tryCatchOne -> doTryCatch twice
g <- function() stop("boom")
f <- function() tryCatch(g(), warning = function(w) 1, message = function(m) 2)
f()
