# length() dispatches on the class of its argument
stack <- function(...) structure(list(items = list(...)), class = "stack")
length.stack <- function(x) length(x$items)
s <- stack(1, "a", TRUE)
length(s)
length(unclass(s))
length(stack())
