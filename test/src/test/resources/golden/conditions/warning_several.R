# Several warnings in one top-level call are numbered.
g <- function() {
  warning("first problem")
  warning("second problem")
  "done"
}
g()
