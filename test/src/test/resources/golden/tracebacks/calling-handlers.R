# Rscript's Calls: line for an error inside a function that a base function called (R writes
# these base functions as closures, so each has a context of its own)
g <- function() { warning("w1"); stop("after the warning") }
withCallingHandlers(g(), warning = function(w) { cat("handled:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
