# withCallingHandlers sees warnings and muffles them; messages too.
f <- function() {
  warning("w1")
  cat("after w1\n")
  warning("w2")
  "result"
}
r <- withCallingHandlers(f(), warning = function(w) {
  cat("handling:", conditionMessage(w), "\n")
  invokeRestart("muffleWarning")
})
r
withCallingHandlers(
  { message("hello message"); cat("continued\n") },
  message = function(m) { cat("got:", conditionMessage(m)); invokeRestart("muffleMessage") }
)
