# on.exit runs when the function exits, in order; add = TRUE appends.
f <- function() {
  on.exit(cat("first\n"))
  on.exit(cat("second\n"), add = TRUE)
  cat("body\n")
  invisible(1)
}
f()
g <- function() {
  on.exit(cat("replaced\n"))
  on.exit(cat("only this\n"))
  42
}
g()
h <- function() {
  on.exit(cat("cleanup after error\n"))
  stop("failed")
}
r <- tryCatch(h(), error = function(e) conditionMessage(e))
r
k <- function() {
  on.exit(cat("a\n"))
  on.exit(cat("b\n"), add = TRUE, after = FALSE)
  NULL
}
invisible(k())
