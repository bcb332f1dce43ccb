# the result of scalar arithmetic as an operand of a longer vector or a matrix
v <- matrix(1:4, 2, 2)
q <- 3
2 * pi * v
2 * q * v
q / 2 - c(1, 2, 3)
(q + 1) * 1:4
x <- 1.5
f <- function(m) 2 * x * m + 1
f(matrix(c(0.5, 1, 2, 4), 2))
s <- 0
for (i in 1:3) s <- s + i * 2
s
y <- c(a = 1)
2 * q * y
