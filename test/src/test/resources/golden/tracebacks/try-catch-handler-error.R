# a handler that errors runs from its tryCatchOne (the first of two handlers is nested deeper)
g <- function() stop("boom")
h <- function(e) stop("handler: ", conditionMessage(e))
tryCatch(g(), error = h, message = function(m) 2, finally = message("finally ran"))
