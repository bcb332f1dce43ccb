# call. = FALSE drops the call from the warning and the error.
f <- function() {
  warning("no call shown", call. = FALSE)
  1
}
f()
g <- function() stop("error without call", call. = FALSE)
g()
