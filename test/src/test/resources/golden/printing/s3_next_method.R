# print methods chained with NextMethod, at top level and inside lists
print.child <- function(x, ...) {
  cat("child\n")
  NextMethod()
}
print.parent <- function(x, ...) {
  cat("parent\n")
  invisible(x)
}
x <- structure(1, class = c("child", "parent"))
x
print(x)
y <- structure(2, class = "child")
y
list(a = x, b = y)
format.parent <- function(x, ...) "formatted parent"
toString(1:3)
