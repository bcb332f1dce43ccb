# max.col(ties.method = "random") draws from the RNG only on ties
set.seed(1)
m <- matrix(c(1, 1, 3, 1, 3, 1, 2, 2, 2), 3, byrow = TRUE)
print(max.col(m))
print(max.col(m))
print(runif(1))
print(max.col(matrix(c(1, 2, 3, 4), 2)))
print(runif(1))
