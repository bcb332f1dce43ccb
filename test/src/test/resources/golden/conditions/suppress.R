# suppressWarnings and suppressMessages.
f <- function() { warning("hidden"); 5 }
suppressWarnings(f())
suppressMessages({ message("not shown"); 6 })
x <- suppressWarnings(as.numeric("abc"))
x
message("shown on stderr")
