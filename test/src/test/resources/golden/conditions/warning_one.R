# One warning from a function call.
f <- function(x) {
  warning("x looks odd")
  x * 2
}
f(3)
cat("after\n")
