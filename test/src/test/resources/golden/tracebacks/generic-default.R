# a generic R writes as a closure dispatches to its default method: Calls: f -> seq -> seq.default
f <- function() seq(1, 10, by = -1)
f()
