# cumsum of doubles whose long double running sum rounds at no step (runif's multiples of
# 2^-31, whole numbers), sums past 2^53 (outputs rounded, ties to even), past 2^64 (the long
# double rounds), a stray non-multiple and NA partway: R's bits throughout
set.seed(7)
show <- function(v) cat(sprintf("%.17g", v), sep = "\n")
x <- runif(30000, -1, 1)
y <- cumsum(x)
show(y[c(1, 2, 1000, 16384, 16385, 30000)])
show(sum(y))
big <- c(2^53, rep(1, 9), rep(c(2^54 + 2, 1, 3), 5), rep(2^62, 8), 1, 0.1, rep(2^-20, 3))
show(cumsum(big))
z <- c(round(runif(20000) * 2^40), 0.5, runif(20000), NA, 1:3)
w <- cumsum(z)
show(w[c(1, 19999, 20000, 20001, 20002, 40001, 40002, 40005)])
show(cumsum(c(-0, 0, -0)))
