# Deviates R draws in R's order: rchisq with ncp (R's rnchisq: a Poisson count of extra degrees of
# freedom), rt, rf and rbeta with ncp (R's closures: all normals or noncentral chi-squares first,
# then the central chi-squares), rsignrank and rwilcox (integers, as R's), with R's warnings
# (named by the inner call of R's closure where R's is).
set.seed(42)
a <- rchisq(50, 3, ncp = 2); b <- rchisq(20, c(0, 1.5, 4), ncp = c(0, 3, 100))
c1 <- rt(30, 5, ncp = 1.5); d <- rf(30, 3, 7, ncp = 2); e <- rbeta(30, 2, 3, ncp = 1)
cat(sprintf("%a", c(a, b, c1, d, e)), sep = "\n")
f <- rsignrank(40, 10); g <- rwilcox(40, 4, 6)
print(f); print(g); print(typeof(f)); print(typeof(g))
print(rsignrank(5, c(0, 3, 50))); print(rwilcox(6, c(0, 2, 30), c(5, 0, 40)))
print(rsignrank(4, 2.5)); print(rwilcox(3, 1.5, 2.5)); print(rsignrank(c(1, 1, 1), 8))
set.seed(1, sample.kind = "Rounding"); print(rwilcox(10, 5, 7))
set.seed(3); print(rt(3, 4, ncp = NA)); print(rchisq(3, -1, ncp = 1)); print(rsignrank(2, -1))
print(rchisq(0, 1, ncp = 1)); print(rt(2, Inf, ncp = 1)); print(rwilcox(2, NA, 3)); print(rsignrank(2, numeric(0)))
print(rbeta(3, NA, 2, ncp = 1)); print(rf(2, 3, 4, ncp = -1))
print(runif(1))
