# format keeps dim and names
m <- matrix(c(1.5, 22, 3.25, 4), 2)
f <- format(m)
f
format(c(a = 1, bb = 22))
format(matrix(c("a", "bbb"), 1), justify = "right")
nchar(format(c(1, 100, 10000)))
