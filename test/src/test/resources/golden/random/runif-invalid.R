runif(2, 1, 0)
rnorm(2, numeric(0))
rnorm(2, 0, -1)
runif(-1)
