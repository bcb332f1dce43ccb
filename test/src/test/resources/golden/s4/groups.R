# group generics (Arith, Compare, Logic, Math, Math2, Summary, Complex, Ops) as S4 methods, with .Generic and callGeneric
setClass("Money", representation(amount = "numeric", cur = "character"))
setMethod("Arith", signature("Money", "Money"), function(e1, e2) {
    new("Money", amount = callGeneric(e1@amount, e2@amount), cur = e1@cur)
})
setMethod("Arith", signature("Money", "numeric"), function(e1, e2) {
    new("Money", amount = callGeneric(e1@amount, e2), cur = e1@cur)
})
setMethod("Compare", signature("Money", "Money"), function(e1, e2) {
    cat("generic:", .Generic, "\n")
    callGeneric(e1@amount, e2@amount)
})
setMethod("show", "Money", function(object) cat("<", object@amount, object@cur, ">\n"))
a <- new("Money", amount = c(1, 5), cur = "EUR")
b <- new("Money", amount = c(2, 3), cur = "EUR")
a + b
a - b
a * 3
a %/% 2
a < b
a == b
setMethod("Math", "Money", function(x) new("Money", amount = callGeneric(x@amount), cur = x@cur))
sqrt(a)
abs(new("Money", amount = -3, cur = "USD"))
cumsum(a)
setMethod("Summary", "Money", function(x, ..., na.rm = FALSE) {
    new("Money", amount = callGeneric(x@amount, ..., na.rm = na.rm), cur = x@cur)
})
max(a)
sum(a)
range(a)
setMethod("Logic", signature("Money", "Money"), function(e1, e2) callGeneric(e1@amount > 1, e2@amount > 2))
a & b
a | b
setMethod("Math2", "Money", function(x, digits) new("Money", amount = callGeneric(x@amount, digits), cur = x@cur))
round(new("Money", amount = 1.2345, cur = "EUR"), 2)
signif(new("Money", amount = 1.2345, cur = "EUR"), 2)
setClass("Cplx", representation(z = "complex"))
setMethod("Complex", "Cplx", function(z) callGeneric(z@z))
Re(new("Cplx", z = 1+2i)); Mod(new("Cplx", z = 3+4i))
setClass("Temp", contains = "numeric")
setMethod("Ops", signature("Temp", "Temp"), function(e1, e2) {
    cat("Ops", .Generic, "\n")
    callGeneric(e1@.Data, e2@.Data)
})
t1 <- new("Temp", 10); t2 <- new("Temp", 20)
t1 + t2
t1 > t2
getGroupMembers("Arith")
getGroupMembers("Ops")
getGroupMembers("Compare")
getGroupMembers("Logic")
getGroupMembers("Math")
getGroupMembers("Math2")
getGroupMembers("Summary")
getGroupMembers("Complex")
getGroupMembers("Ops", recursive = TRUE)
getGroup("+")
getGroup("+", recursive = TRUE)
getGroup("sqrt")
getGroup("paste")
isGroup("Arith"); isGroup("Ops"); isGroup("sum")
is.function(Arith); is.function(Ops); is.function(Math2)
tryCatch(a + "x", error = function(e) cat("Error:", conditionMessage(e), "\n"))
