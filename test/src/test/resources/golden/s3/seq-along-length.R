# seq_along asks length(), so a length method is used
stack <- structure(list(items = list("a", "b", "c")), class = "stack")
length.stack <- function(x) length(x$items)
seq_along(stack)
for (i in seq_along(stack)) cat(i, stack$items[[i]], "\n")
seq_along(unclass(stack))
