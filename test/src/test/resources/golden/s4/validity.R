# validity functions run by new (with arguments) and validObject; setValidity; inherited validity
setClass("Pos", representation(v = "numeric"),
         validity = function(object) if (any(object@v < 0)) "negative values" else TRUE)
a <- new("Pos", v = c(1, 2))
validObject(a)
msg <- function(expr) tryCatch(expr, error = function(e) cat("Error:", conditionMessage(e), "\n"))
msg(new("Pos", v = -1))
a@v <- -5
msg(validObject(a))
validObject(a, test = TRUE)
setClass("Range", representation(lo = "numeric", hi = "numeric"))
setValidity("Range", function(object) {
    errs <- character()
    if (length(object@lo) != 1) errs <- c(errs, "lo must have length 1")
    if (length(object@hi) != 1) errs <- c(errs, "hi must have length 1")
    if (length(errs)) errs else if (object@lo > object@hi) "lo > hi" else TRUE
})
r <- new("Range", lo = 1, hi = 2)
r@hi
msg(new("Range", lo = 3, hi = 2))
msg(new("Range", lo = c(1, 2), hi = c(1, 2)))
setClass("SmallPos", contains = "Pos", validity = function(object) if (any(object@v > 10)) "too big" else TRUE)
msg(new("SmallPos", v = -1))
msg(new("SmallPos", v = 11))
new("SmallPos", v = 5)@v
new("Pos")
