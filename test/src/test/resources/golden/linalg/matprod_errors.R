# %*% errors
m <- matrix(1:6, 2)
r <- try(m %*% m, silent = TRUE)
cat(r)
r <- try(1:3 %*% 1:2, silent = TRUE)
cat(r)
"a" %*% 1
