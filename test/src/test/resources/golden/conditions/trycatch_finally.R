# finally runs last, after the handler, whether or not there was an error.
tryCatch({
  cat("body\n")
  stop("oops")
  cat("not reached\n")
}, error = function(e) {
  cat("handler:", conditionMessage(e), "\n")
}, finally = {
  cat("finally\n")
})
x <- tryCatch({ cat("no error\n"); 1 }, finally = cat("finally again\n"))
x
f <- function() {
  on.exit(cat("on.exit of f\n"))
  stop("inner")
}
tryCatch(f(), error = function(e) cat("caught", conditionMessage(e), "\n"), finally = cat("done\n"))
