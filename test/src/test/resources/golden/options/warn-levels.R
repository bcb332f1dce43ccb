# options(warn): 1 prints warnings at once, negative drops them, 0 defers them
options(warn = 1)
f <- function() { warning("w"); cat("after\n") }
f()
warning("top")
g <- function(aaaaaaaaaaaaaaaaaaa, bbbbbbbbbbbbbbbbbbbbbbbbbbb) warning("a rather long warning message that goes past the width")
g(1111111111, 2222222222222)
as.integer("x")
options(warn = -1)
as.integer("y")
cat("quiet\n")
options(warn = 0)
as.integer("z")
cat("deferred\n")
