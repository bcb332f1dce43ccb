# no Calls line when it would only repeat the function of the error's own call
f <- function() stop("just f")
f()
