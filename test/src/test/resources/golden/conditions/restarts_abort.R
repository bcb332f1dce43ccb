# the abort restart: listed last by computeRestarts, and invoking it ends the script silently
r <- computeRestarts()[[1]]
print(r)
print(isRestart(r))
print(identical(findRestart("abort")[[1]], "abort"))
f <- function() invokeRestart("abort")
cat("before\n")
try(f())
cat("not reached\n")
