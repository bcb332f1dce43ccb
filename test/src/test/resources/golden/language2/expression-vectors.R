# expression vectors: length, indexing, eval
e <- expression(1 + 2, x * 3)
length(e)
e[[1]]
x <- 10
eval(e[[2]])
sapply(e, eval)
class(e)
