# eigen() errors
r <- try(eigen(matrix(1:6, 2)), silent = TRUE)
cat(r)
r <- try(eigen(matrix(0, 0, 0)), silent = TRUE)
cat(r)
eigen(matrix(c(1, NA, NA, 1), 2))
