# $, [[ and [ methods that log and continue with NextMethod
"$.logged" <- function(x, name) { cat("get", name, "\n"); NextMethod() }
o <- structure(list(a = 1, b = "two"), class = "logged")
o$a
o$b
o$zz
"[[.logged" <- function(x, i) { cat("get2", i, "\n"); NextMethod() }
o[["b"]]
"[.logged" <- function(x, i) { cat("sub\n"); structure(NextMethod(), class = "logged") }
names(o[1])
