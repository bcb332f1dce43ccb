# printing language objects
quote(x)
quote(f(x, y = 2))
quote(-(1 + 2) * 3)
quote(x[i, j])
quote(a$b$c)
quote(function(x) x^2)
quote(!a || b && c)
list(quote(a), quote(b + 1))
