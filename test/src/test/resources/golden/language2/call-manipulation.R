# calls as lists, sys.call/sys.function, formals<-, substitute into calls, dots helpers
f <- function(x, y) {
  cl <- sys.call()
  fn <- sys.function()
  list(cl, class(fn))
}
f(1, 2)
g <- function(n) { if (n == 0) return("done"); Recall(n - 1) }
g(3)
e <- quote(1 + 2 * 3)
e[[1]]; e[[3]]; e[[3]][[1]]
length(e)
as.list(e)
ex <- expression(a * b)
eval(ex[[1]], list(a = 2, b = 21))
h <- function() { x <- 1; k <- function() parent.frame(); environmentName(environment(k)) ; identical(k(), environment()) }
h()
fn <- function(a, b) a - b
do.call(fn, list(b = 1, a = 10))
formals(fn)$b <- 5
fn(10)
body(fn)
body(fn)[[1]]
substitute(x <- x + 1, list(x = quote(counter)))
deparse(substitute(function(a) a + k, list(k = 3)))
f2 <- function(...) match.call(expand.dots = TRUE)
f2(1, b = 2)
f3 <- function(...) names(list(...))
f3(a = 1, 2, b = 3)
f4 <- function(...) ..2
f4("a", "b", "c")
f5 <- function(...) nargs()
f5(1, 2, 3)
