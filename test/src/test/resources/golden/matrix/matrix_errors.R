# matrix(): argument errors
r <- try(matrix(1:6, NA), silent = TRUE)
cat(r)
r <- try(matrix(1:6, -1), silent = TRUE)
cat(r)
r <- try(matrix(1:6, ncol = 0), silent = TRUE)
cat(r)
matrix(1:6, "a")
