# Common S4 usage: methods for [, length, show, summary, as.character, and Arith/Compare group methods with mixed signatures
setClass("Vec", representation(v = "numeric"))
setMethod("[", "Vec", function(x, i, ...) new("Vec", v = x@v[i]))
setMethod("length", "Vec", function(x) length(x@v))
setMethod("show", "Vec", function(object) cat("<Vec:", object@v, ">\n"))
x <- new("Vec", v = c(5, 6, 7))
x[2:3]
length(x)
setMethod("Arith", signature("Vec", "Vec"), function(e1, e2) new("Vec", v = callGeneric(e1@v, e2@v)))
setMethod("Arith", signature("numeric", "Vec"), function(e1, e2) new("Vec", v = callGeneric(e1, e2@v)))
2 * x
x / x
setMethod("summary", "Vec", function(object, ...) summary(object@v))
summary(x)
setGeneric("norm2", function(x) standardGeneric("norm2"))
setMethod("norm2", "Vec", function(x) sqrt(sum(x@v^2)))
norm2(x)
isVirtualClass("Vec")
is(x)
setMethod("Compare", signature("Vec", "numeric"), function(e1, e2) callGeneric(e1@v, e2))
x > 5
x == 6
setMethod("as.character", "Vec", function(x, ...) paste0("Vec(", paste(x@v, collapse = ","), ")"))
as.character(x)
