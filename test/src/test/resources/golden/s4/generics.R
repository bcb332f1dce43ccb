# setGeneric/setMethod with single and multiple dispatch, inheritance, callNextMethod, show, initialize
setClass("Shape", representation("VIRTUAL"))
setClass("Circle", contains = "Shape", representation(r = "numeric"))
setClass("Rect", contains = "Shape", representation(w = "numeric", h = "numeric"))
setClass("Square", contains = "Rect")
setGeneric("area", function(shape) standardGeneric("area"))
setMethod("area", "Circle", function(shape) pi * shape@r^2)
setMethod("area", "Rect", function(shape) shape@w * shape@h)
area(new("Circle", r = 1))
area(new("Rect", w = 2, h = 3))
area(new("Square", w = 2, h = 2))
setGeneric("describe", function(x, ...) standardGeneric("describe"))
setMethod("describe", "Rect", function(x, ...) cat("a rectangle", x@w, "by", x@h, "\n"))
setMethod("describe", "Square", function(x, ...) {
    cat("a square; ")
    callNextMethod()
})
describe(new("Square", w = 4, h = 4))
setMethod("show", "Circle", function(object) cat("<Circle r =", object@r, ">\n"))
new("Circle", r = 2)
c1 <- new("Circle", r = 3)
c1
print(c1)
list(c1)
setGeneric("combine", function(a, b) standardGeneric("combine"))
setMethod("combine", signature("Circle", "Circle"), function(a, b) "circle+circle")
setMethod("combine", signature("Shape", "Shape"), function(a, b) "shape+shape")
setMethod("combine", signature("Circle", "ANY"), function(a, b) "circle+any")
setMethod("combine", signature("numeric", "character"), function(a, b) paste(a, b))
combine(c1, c1)
combine(new("Rect", w = 1, h = 1), c1)

combine(c1, 5)
combine(1, "x")
r <- tryCatch(combine("x", 1), error = function(e) conditionMessage(e))
r
isGeneric("area"); isGeneric("nothing")
existsMethod("area", "Circle"); existsMethod("area", "Square")
hasMethod("area", "Square")
setClass("Counter", representation(n = "numeric"))
setMethod("initialize", "Counter", function(.Object, ...) {
    .Object <- callNextMethod(.Object, ...)
    if (length(.Object@n) == 0) .Object@n <- 0
    .Object
})
new("Counter")@n
new("Counter", n = 5)@n
setGeneric("bump", function(obj, by = 1) standardGeneric("bump"))
setMethod("bump", "Counter", function(obj, by = 1) { obj@n <- obj@n + by; obj })
bump(new("Counter"))@n
bump(new("Counter", n = 2), by = 10)@n
setGeneric("info", function(x) { standardGeneric("info") })
setMethod("info", "ANY", function(x) "anything")
setMethod("info", "numeric", function(x) paste("number", callNextMethod()))
info("a"); info(1)
