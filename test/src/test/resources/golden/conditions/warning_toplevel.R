# A warning from top-level code has no call.
warning("top-level warning")
x <- 1
x
