# Order of evaluation around tryCatch: expression, handler, finally, then the value.
log_step <- function(s) cat("step:", s, "\n")
v <- tryCatch({
  log_step("expr")
  warning("w")
  log_step("unreachable")
}, warning = function(w) {
  log_step("handler")
  "handled"
}, finally = log_step("finally"))
log_step(v)
