# NextMethod passes the method's current values of its formals (R's do_nextmethod): a method that
# changes its argument passes the changed value on; arguments in ... stay as supplied.
f <- function(x, ...) UseMethod("f")
f.a <- function(x, ...) { x <- 99; NextMethod() }
f.default <- function(x, ...) { cat("default got", x, "\n"); invisible(NULL) }
f(structure(1, class = "a"))
g <- function(x, y = 2, ...) UseMethod("g")
g.b <- function(x, y = 2, ...) { y <- y * 10; NextMethod() }
g.default <- function(x, y = 2, ...) cat("y =", y, "dots:", ..., "\n")
g(structure(1, class = "b"), 3, "extra")
g(structure(1, class = "b"), y = 4)
g(structure(1, class = "b"))
print(I("a")); print(I(1:3))
x <- I(c(a = 1, b = 2)); x
h <- function(x) UseMethod("h"); h.c <- function(x) { x$v <- "changed"; NextMethod() }; h.default <- function(x) print(x$v)
h(structure(list(v = "orig"), class = "c"))
