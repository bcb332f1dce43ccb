# setAs and as, methods for base functions (length, show, arithmetic), setClassUnion
setClass("Celsius", representation(t = "numeric"))
setClass("Fahrenheit", representation(t = "numeric"))
setAs("Celsius", "Fahrenheit", function(from) new("Fahrenheit", t = from@t * 9 / 5 + 32))
f <- as(new("Celsius", t = 100), "Fahrenheit")
class(f)
f@t
as(3L, "numeric"); as(2.7, "integer"); as(1:2, "character"); as("1", "numeric")
setClass("Base", representation(id = "numeric"))
setClass("Child", contains = "Base", representation(extra = "character"))
ch <- new("Child", id = 7, extra = "e")
b <- as(ch, "Base")
class(b)
b@id
setClass("Stack", representation(items = "list"))
setMethod("length", "Stack", function(x) length(x@items))
s <- new("Stack", items = list(1, 2, 3))
length(s)
setClass("Money", representation(amount = "numeric", cur = "character"))
setMethod("+", signature("Money", "Money"), function(e1, e2) new("Money", amount = e1@amount + e2@amount, cur = e1@cur))
m <- new("Money", amount = 5, cur = "EUR") + new("Money", amount = 7, cur = "EUR")
m@amount
setMethod("show", "Money", function(object) cat(object@amount, object@cur, "\n"))
m
setClass("Vec", representation(v = "numeric"))
setMethod("Arith", signature("Vec", "Vec"), function(e1, e2) new("Vec", v = callGeneric(e1@v, e2@v)))
(new("Vec", v = 1:3) * new("Vec", v = c(2, 2, 2)))@v
(new("Vec", v = 1:3) - new("Vec", v = c(1, 1, 1)))@v
setClassUnion("NumOrChar", c("numeric", "character"))
setClass("Box", representation(content = "NumOrChar"))
new("Box", content = 1)@content
new("Box", content = "a")@content
r <- tryCatch(new("Box", content = TRUE), error = function(e) cat("Error:", conditionMessage(e), "\n"))
setGeneric("kind", function(x) standardGeneric("kind"))
setMethod("kind", "NumOrChar", function(x) "num-or-char")
kind(1); kind("z")
exists("setClass"); exists("setRefClass"); exists("new"); exists("validObject")
