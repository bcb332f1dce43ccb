# `[` on a formula (stats' `[.formula`): a part that starts with ~ stays a formula
f <- y ~ x
g <- f[-2L]
print(g)
print(class(g))
print(length(g))
print(identical(environment(g), environment(f)))
h <- (y ~ x + z)[-2L]
print(h)
print(class(h))
print(class(f[1:2]))
print(f[1:2])
print(class(f[c(1, 3)]))
k <- f[2:3]
print(class(k))
print(k)
