# group generic methods: unary operators, a direct method before the group, no method (the internal default), data parts
setClass("V", representation(x = "numeric"))
setMethod("Arith", signature("V", "V"), function(e1, e2) new("V", x = callGeneric(e1@x, e2@x)))
setMethod("Arith", signature("V", "missing"), function(e1, e2) new("V", x = callGeneric(e1@x)))
v <- new("V", x = c(1, 2))
(-v)@x
(v + v)@x
setMethod("-", signature("V", "V"), function(e1, e2) "direct minus wins")
v - v
(v * v)@x
tryCatch(v + 1, error = function(e) cat("Error:", conditionMessage(e), "\n"))
tryCatch(Arith(1, 2), error = function(e) cat("Error:", conditionMessage(e), "\n"))
setClass("W", contains = "numeric")
w <- new("W", c(1, 4, 9))
setMethod("Math", "W", function(x) { cat("Math:", .Generic, "\n"); new("W", callGeneric(x@.Data)) })
sqrt(w)
log(w)
setMethod("Summary", "W", function(x, ..., na.rm = FALSE) { cat("Summary:", .Generic, "\n"); callGeneric(x@.Data, ..., na.rm = na.rm) })
max(w); sum(w); any(w > 5)
w + 1
existsMethod("Arith", signature("V", "V"))
showMethods("Arith")
