# rowSums, colSums and their means add in long double and divide in long double, as R does
m <- matrix(c(1e20, 1, -1e20, 0.1, 0.2, 0.3), 3)
print(colSums(m)); print(rowSums(t(m))); print(colMeans(m), digits = 17); print(rowMeans(t(m)), digits = 17)
x <- matrix(c(0.1, 0.7, 1e-3, 5, 3.3, 2.2, 1/3, 2/3, 1/7), 3)
print(colMeans(x), digits = 17); print(rowMeans(x), digits = 17); print(scale(x), digits = 17)
print(apply(x, 2, mean), digits = 17)
