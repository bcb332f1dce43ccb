# combn as R's help page uses it: columns of combinations, FUN results shaped by their dims
combn(letters[1:4], 2)
(m <- combn(10, 5, min))   # minimum value in each combination
is.array(m); dim(m)
mm <- combn(15, 6, function(x) matrix(x, 2, 3))
dim(mm)
mm[, , 1:2]
combn(c(1,1,1,1,2,2,2,3,3,4), 3, tabulate, nbins = 4)
for (n in 1:5) for (m in 0:n) {
    cc <- combn(n, m)
    stopifnot(is.array(cc), dim(cc) == c(m, choose(n, m)),
              identical(cc, combn(n, m, identity)) || m == 1)
}
combn(4, 0)
dim(combn(3, 0))
combn(factor(c("a", "b", "c")), 2)
combn(5, 3, simplify = FALSE)[1:3]
combn(c(2.5, 7), 1)
str(combn(4, 2, sum))
try(combn(3, 4))
try(combn(3, -1))
try(combn(3, 1:2))
try(combn(4, 2, FUN = "sum"))
