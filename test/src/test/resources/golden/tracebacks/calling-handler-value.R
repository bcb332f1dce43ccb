# a calling handler is called by its value: Error in (function (w) ...
f <- function() { warning("w1"); "done" }
h <- function(w) stop("converted: ", conditionMessage(w))
withCallingHandlers(f(), warning = h)
