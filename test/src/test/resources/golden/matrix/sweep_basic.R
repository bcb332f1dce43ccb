# sweep(): margins, FUN as string or function
m <- matrix(1:6, 2, dimnames = list(c("a", "b"), NULL))
print(sweep(m, 2, 1:3))
print(sweep(m, 1, c(10, 20), "+"))
print(sweep(m, 2, colMeans(m)))
print(sweep(m, 1, c(2, 4), FUN = "/"))
print(sweep(m, 2, 1:3, function(x, s) x * s))
print(sweep(matrix(1:4, 2), 1, c(1, 2), `-`))
