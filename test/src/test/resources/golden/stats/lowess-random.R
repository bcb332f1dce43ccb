# lowess against R on random data: one to 200 points, ties, spans below and above 1, with and without robustness iterations
set.seed(7)
for (n in c(1, 2, 5, 30, 200)) {
  x <- round(runif(n) * 10, 1); y <- x + rnorm(n)
  for (f in c(0.1, 2/3, 1.5)) for (it in c(0L, 3L)) print(lowess(x, y, f = f, iter = it))
}
print(lowess(c(1, 1, 1, 2, 3), c(1, 2, 3, 4, 5)))
print(lowess(1:10, c(1, NA, 3:10)[c(1, 3:10, 2)][c(1:10)] * 0 + 1:10, delta = 0))
print(tryCatch(lowess(1:3, 1:3, f = -1), error = function(e) conditionMessage(e)))
print(tryCatch(lowess(1:3, 1:3, iter = -1), error = function(e) conditionMessage(e)))
