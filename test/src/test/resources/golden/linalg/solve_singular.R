# solve(): exactly singular matrix
solve(matrix(c(1, 2, 2, 4), 2))
