# Scalar arithmetic and comparisons keep R's types and NA rules.
1L + 2L
class(1L + 2L)
class(1L + 2)
5L / 2L
class(5L / 2L)
2L^3L
class(2L^3L)
TRUE + TRUE
NA_integer_ + 1L
NA + 1
NaN + 1
1 / 0
-1 / 0
0 / 0
2 == 2L
3 < NA
-5L
s <- 0
for (i in 1:1000) s <- s + i * 2
s
