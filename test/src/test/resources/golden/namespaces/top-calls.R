# at top level: no Calls line
x <- 1
stop("top level")
