# parse of several lines gives an expression vector to index, convert and evaluate
p <- parse(text = c("x <- 1", "y <- x + 1"))
length(p)
p[[2]]
as.character(p)
deparse(p[[2]][[3]])
env <- new.env()
eval(p, env)
get("y", env)
as.character(list(quote(x + 1), quote(y), 1:2))
