# "[" and "[[" methods for a record class
rec <- structure(list(name = c("ann", "bob", "cy"), age = c(31, 45, 27)), class = "rec")
"[.rec" <- function(x, i) structure(list(name = x$name[i], age = x$age[i]), class = "rec")
"[[.rec" <- function(x, i) paste(x$name[i], "is", x$age[i])
print.rec <- function(x, ...) {
  for (k in seq_along(x$name)) cat(x$name[k], ":", x$age[k], "\n")
  invisible(x)
}
r2 <- rec[c(1, 3)]
r2
rec[[2]]
rec[-1]
