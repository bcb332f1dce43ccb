# callGeneric() with no arguments, setReplaceMethod, getPackageName, findClass, getAllSuperClasses, packageSlot, substituteDirect, className
setClass("V", representation(x = "numeric"))
setMethod("Arith", signature("V", "numeric"), function(e1, e2) {
    e1@x <- callGeneric(e1@x, e2)
    e1
})
setGeneric("scale2", function(obj, k, ...) standardGeneric("scale2"))
setMethod("scale2", "numeric", function(obj, k, ...) obj * k)
setMethod("scale2", "V", function(obj, k, ...) {
    obj <- obj@x
    callGeneric()
})
scale2(new("V", x = 1:3), 2)
setGeneric("val", function(obj) standardGeneric("val"))
setGeneric("val<-", function(obj, value) standardGeneric("val<-"))
setMethod("val", "V", function(obj) obj@x)
setReplaceMethod("val", "V", function(obj, value) { obj@x <- value; obj })
v <- new("V", x = 1)
val(v) <- 42
val(v)
(v + 1)@x
getPackageName()
getPackageName(globalenv())
findClass("V")
findClass("Nope")
isClassDef(getClass("V")); isClassDef("V")
setClass("W", contains = "V")
setClass("Z", contains = "W")
getAllSuperClasses(getClass("Z"))
packageSlot(class(v))
x <- "numeric"
packageSlot(x) <- "methods"
x
substituteDirect(quote(a + b), list(a = 1, b = quote(z)))
className("numeric")
className("V")
className("numeric", "base")
tryCatch(className("Nope"), error = function(e) cat("Error:", conditionMessage(e), "\n"))
