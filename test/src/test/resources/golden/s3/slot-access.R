# @ reads slots of formal objects only: R's messages for other objects
x <- list(a = 1)
r <- tryCatch(x@a, error = function(e) conditionMessage(e))
r
attr(x, "b") <- 2
r <- tryCatch(x@b, error = function(e) conditionMessage(e))
r
class(x) <- "foo"
r <- tryCatch(x@b, error = function(e) conditionMessage(e))
r
r <- tryCatch((1:3)@a, error = function(e) conditionMessage(e))
r
r <- tryCatch(matrix(1:4, 2)@dim, error = function(e) conditionMessage(e))
r
f <- function(obj) obj@slot
r <- tryCatch(f(x), error = function(e) deparse(conditionCall(e)))
r
x@"b"
