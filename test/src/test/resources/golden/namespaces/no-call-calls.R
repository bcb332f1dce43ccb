# no Calls line for an error without a call, even deep inside calls
f <- function() stop("no call", call. = FALSE)
g <- function() f()
g()
