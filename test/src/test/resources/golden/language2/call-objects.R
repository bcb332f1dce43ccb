# constructing calls: call, as.call, as.name
cl <- call("sum", 1, 2, 3)
cl
eval(cl)
as.call(list(as.name("max"), 1, 5))
eval(as.call(list(as.name("max"), 1, 5)))
is.call(cl)
is.name(quote(x))
is.symbol(as.name("y"))
cl[[1]]
cl[[1]] <- as.name("prod")
cl
eval(cl)
as.list(quote(f(x, n = 2)))
