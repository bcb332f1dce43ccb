# diag() errors
r <- try(diag(-1), silent = TRUE)
cat(r)
r <- try(diag(numeric(0), 2), silent = TRUE)
cat(r)
diag(matrix(1:4, 2), 2)
