# substitute with an environment given as a list
substitute(a + b, list(a = 1, b = quote(z)))
substitute(f(x, y), list(f = as.name("g"), y = 10))
e <- new.env()
assign("k", 3, envir = e)
substitute(k * 2, e)
