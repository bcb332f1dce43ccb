# R's long double sums where most bits cancel: 1e20 swallows the small values that follow it until
# -1e20 takes it away (lost in double, partly kept in long double). The engine's long sums are R's
# only to within the long double's rounding, so this script runs on the heap alone.
show <- function(label, v) cat(label, sprintf("%.17g", v), "\n")
set.seed(42)
m <- c(1e20, runif(3000), -1e20, runif(3000))
show("sum", sum(m))
show("mean", mean(m))
cs <- cumsum(m)
show("cumsum", cs[c(1, 2, 100, 1000, length(m))])
show("cumsum sum", sum(cs))
M <- matrix(m[seq_len(length(m) - length(m) %% 3)], ncol = 3)
show("colSums", colSums(M))
show("colMeans", colMeans(M))
