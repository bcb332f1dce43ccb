# deparse of nested calls
deparse(quote(if (x > 1) y else z))
deparse(quote(x[1]$b[[2]]))
deparse(quote(-(1 + 2) * 3))
deparse(quote(f(g(h(1), 2), k = "s")))
deparse(quote(function(a, b = 1) a + b))
deparse(quote(for (i in 1:10) print(i)))
deparse(quote({ a <- 1; b <- 2 }))
