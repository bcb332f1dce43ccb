# The native pipe and lambdas
sq <- \(x) x^2
print(sq(3))
print((\(x, y = 1) x + y)(2))
print(1:4 |> rev())
print(c(3, 1, 2) |> sort() |> rev())
print(4 |> sqrt() |> (\(v) v * 10)())
print(quote(a |> f() |> g(b)))
print(quote(x |> f(y = _)))
print(16 |> sqrt(x = _))
