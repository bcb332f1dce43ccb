# solve(): shape errors
r <- try(solve(matrix(1:6, 2)), silent = TRUE)
cat(r)
r <- try(solve(matrix(c(2, 1, 1, 3), 2), 1:3), silent = TRUE)
cat(r)
r <- try(solve(matrix(0, 0, 0)), silent = TRUE)
cat(r)
solve(matrix(c(1, 1, 1, 1), 2))
