# round, floor, ceiling and trunc of integers and logicals are doubles in R (the engine runs
# these scripts with threshold 0 too)
x <- c(-3L, 0L, 7L, NA)
for (f in list(round, floor, ceiling, trunc, signif)) {
  y <- f(x)
  print(typeof(y)); print(y)
}
print(typeof(round(c(TRUE, NA, FALSE))))
m <- matrix(c(1:5, NA), 2, dimnames = list(c("a", "b"), NULL))
print(round(m))
print(typeof(round(m, 0)))
print(typeof(abs(x))); print(typeof(-c(TRUE, FALSE)))
print(sapply(1:4, function(i) round(i / 3, 2)))
print(typeof(sapply(1:4, function(i) round(i))))
