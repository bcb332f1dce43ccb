# ifelse evaluates yes only when some test is TRUE and no only when some is FALSE: a branch's
# random draws, warnings and errors happen only then (the engine runs these at threshold 0)
set.seed(1)
for (k in 1:4) {
  v <- ifelse(runif(10) < .3, sample(1:5, 10, replace = TRUE), round(runif(10) * 10))
  print(v)
}
x <- c(2, 5, 9)
print(ifelse(x > 100, log(-1), x))
print(ifelse(x < 100, x, stop("not evaluated")))
print(ifelse(x > 3, sqrt(x), rnorm(3)))
print(runif(1))
print(ifelse(c(NA, NA) > 1, rnorm(2), rnorm(2)))
print(runif(1))
