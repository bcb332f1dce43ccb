# methods reached from builtins see the argument expressions (substitute, match.call)
g <- structure(1, class = "zz")
print.zz <- function(x, ...) { cat("name:", deparse(substitute(x)), "\n"); print(match.call()); invisible(x) }
print(g)
g
length.zz <- function(x) { print(sys.call()); print(match.call()); 1L }
length(g)
"[.zz" <- function(x, i) { cat(deparse(substitute(i)), "\n"); 0 }
k <- 2
g[k + 1]
