# Conditions with custom classes are caught by class.
myError <- function(msg) structure(class = c("myError", "error", "condition"),
                                   list(message = msg, call = sys.call(-1)))
f <- function() stop(myError("special failure"))
r <- tryCatch(f(), myError = function(e) paste("myError:", conditionMessage(e)))
r
r <- tryCatch(f(), error = function(e) paste("error:", conditionMessage(e)))
r
inherits(tryCatch(f(), error = function(e) e), "myError")
