x <- 1
no_such_function(x)
