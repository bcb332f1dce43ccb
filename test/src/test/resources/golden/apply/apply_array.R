# apply() on a 3-d array and named dimnames
a <- array(1:24, c(2, 3, 4))
print(apply(a, 3, sum))
print(apply(a, c(1, 3), sum))
x <- matrix(1:4, 2, dimnames = list(rows = c("r1", "r2"), cols = c("c1", "c2")))
print(apply(x, "rows", sum))
print(apply(x, 2, function(v) v / sum(v)))
apply(1:3, 1, sum)
