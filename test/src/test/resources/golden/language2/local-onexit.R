# local scopes and on.exit ordering
v <- local({ a <- 2; a * 3 })
v
exists("a")
cleanup <- function() {
  on.exit(cat("first\n"))
  on.exit(cat("second\n"), add = TRUE)
  on.exit(cat("zeroth\n"), add = TRUE, after = FALSE)
  cat("body\n")
  invisible(1)
}
cleanup()
replace_handler <- function() {
  on.exit(cat("dropped\n"))
  on.exit(cat("kept\n"))
  "done"
}
replace_handler()
