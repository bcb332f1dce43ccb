# Pending warnings are printed after the error, "In addition".
f <- function() {
  warning("a warning first")
  stop("then an error")
}
f()
