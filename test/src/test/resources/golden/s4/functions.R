# hasArg, formalArgs, existsFunction, getFunction, functionBody, el, elNamed, classLabel
f <- function(x, y = 2, ...) hasArg(y)
f(1); f(1, y = 3); f(1, 3)
g <- function(...) hasArg(z)
g(z = 1); g(1); g()
h <- function(a, ...) hasArg("a")
h(); h(1)
formalArgs(f)
formalArgs(function() NULL)
formalArgs("paste")
existsFunction("paste"); existsFunction("nonexistentfunction123")
fun1 <- 5
existsFunction("fun1")
identical(getFunction("f"), f)
is.function(getFunction("sum"))
getFunction("nonexistent_zz", mustFind = FALSE)
tryCatch(getFunction("nonexistent_zz"), error = function(e) conditionMessage(e))
functionBody(f)
functionBody(function(x) { x + 1 })
k <- function(x) x + 1
functionBody(k) <- quote(x * 2)
k(5)
k
l <- list(a = 1, b = "two", 3)
el(l, 2)
el(1:10, 3)
v <- 1:5
el(v, 2) <- 20L
v
elNamed(l, "b")
elNamed(l, "zz")
elNamed(l, "a") <- 100
l$a
classLabel("numeric")
setClass("Foo", representation(x = "numeric"))
classLabel("Foo")
