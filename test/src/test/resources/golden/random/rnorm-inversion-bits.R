# rnorm's default (inversion) stream to the last bit: qnorm's tail branch takes sqrt(-log(p)),
# so the log must be the C library's. These draws differed by 1 to 3 ulp with a near-exact log.
set.seed(1)
x <- rnorm(1.6e6)
idx <- c(76833, 80168, 89204, 210015, 327366, 402447, 448457, 613858, 714563, 728587)
cat(sprintf("%d %a", idx, x[idx]), sep = "\n")
# every bit of every draw: the bytes of the doubles, weighted by position
b <- as.integer(writeBin(x, raw(), endian = "little"))
cat("bytes", length(b), "digest", sprintf("%.0f", sum(as.numeric(b) * (seq_along(b) %% 65521))), "\n")
# the same u through qnorm directly: the lower and upper tail, and the central branch
set.seed(1)
u <- runif(8)
p <- c(0.01, 0.074, 0.926, 0.99, 1e-10, 1 - 1e-10, 1e-300, 0.3, 0.5, 0, 1, NA, NaN)
cat(sprintf("%a", qnorm(p)), sep = "\n")
cat(sprintf("%a", qnorm(p, lower.tail = FALSE)), sep = "\n")
cat(sprintf("%a", qnorm(log(c(0.01, 1e-10, 1e-300)), log.p = TRUE)), sep = "\n")
# pnorm and dnorm share the log and exp
q <- c(-40, -38, -20, -8, -1.5, 0, 0.3, 2, 6, 9, 40, -Inf, Inf, NA)
cat(sprintf("%a", pnorm(q)), sep = "\n")
cat(sprintf("%a", pnorm(q, log.p = TRUE)), sep = "\n")
cat(sprintf("%a", pnorm(q, lower.tail = FALSE, log.p = TRUE)), sep = "\n")
cat(sprintf("%a", dnorm(q)), sep = "\n")
cat(sprintf("%a", dnorm(q, log = TRUE)), sep = "\n")
cat(sprintf("%a", dnorm(q, 1, 3.7)), sep = "\n")
