# colSums/rowSums on arrays with dims
a <- array(1:24, c(2, 3, 4))
print(colSums(a))
print(colSums(a, dims = 2))
print(rowSums(a))
print(rowSums(a, dims = 2))
print(colMeans(a, dims = 2))
rowSums(1:3)
