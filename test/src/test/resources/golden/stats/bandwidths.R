set.seed(1)
x <- rnorm(200)
print(c(bw.SJ(x), bw.SJ(x, method = "dpi"), bw.ucv(x), bw.bcv(x)))
y <- c(faithful$eruptions)
print(c(bw.SJ(y), bw.SJ(y, method = "dpi"), bw.ucv(y), bw.bcv(y)))
z <- rexp(700)
print(c(bw.SJ(z), bw.SJ(z, method = "dpi"), bw.ucv(z), bw.bcv(z)))
d <- density(y, bw = "SJ")
d
d$bw
density(x, bw = "ucv")$bw
density(x, bw = "bcv")$bw
density(x, bw = "SJ-dpi")$bw
bw.SJ(precip)
w <- c(1, 2, 2.5, 4, 7, 7.2, 9, 10.5, 11, 15)
bw.SJ(w); bw.ucv(w); bw.bcv(w)
r <- tryCatch(bw.SJ(1), error = conditionMessage); r
