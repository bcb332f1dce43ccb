# log2(x) and log(x, 2) are the C library's log2 (glibc's, the FMA build), not a quotient of
# logarithms: every bit over thousands of arguments, as a byte digest (NaN counted as one value
# whatever its payload), in plain values, compiled loops and long (engine) vectors; some results
# in full; and what it decides: smooth.spline's knot count (.nknots.smspl(200) is
# 2^log2(100) = 99.99999999999997, so 99 knots) and so its lambda and df
d <- function(x) { x <- as.double(x); x[is.nan(x)] <- -12345.5; sprintf("%.0f", sum(as.numeric(as.integer(writeBin(x, raw()))) * (seq_len(8 * length(x)) %% 65521))) }
chk <- function(name, x) cat(name, d(x), "\n")
set.seed(23)
x <- c(runif(2000, 0, 1000), 1:1000, exp(runif(800, -700, 700)),   # everyday arguments, every range
       1 + (runif(800) - 0.5) * 0.12,                               # near 1: both paths
       1 + (runif(400) - 0.5) * 2^-sample(5:50, 400, TRUE),
       1 - 0x1.5b51p-5 + (-20:20) * 2^-52, 1 + 0x1.6ab2p-5 + (-20:20) * 2^-52,
       2^(-1074:1023), 2^(-1022:1023) * (1 + 2^-52),                 # powers of two and neighbours
       runif(300) * 2^-1030, .Machine$double.xmax, .Machine$double.xmin, 0, -0, Inf, -Inf, -1, NA, NaN)
chk("log2", suppressWarnings(log2(x))); chk("log.base2", suppressWarnings(log(x, 2)))
chk("log2.int", log2(1:100000))
f <- function(x) { s <- numeric(length(x)); for (i in seq_along(x)) s[i] <- log2(x[i]) + log(x[i] + 1, 2); s }
chk("loop", f(x[1:4000]))                                                      # compiled loops
big <- runif(1e6, 0, 1e6)
chk("long", log2(big) + log2(big + 0.5))                                       # long vectors
cat(sprintf("%a", log2(c(100, 3, 10, 1000, 1e6, 0.1, 1.01, 0.99, 2^-1060 * 3))), "\n")
cat(sprintf("%a", log(c(100, 3, 10, 1e-300), 2)), "\n")
print(log2(c(NA, NaN, Inf, 0, 1, 2, 1024)))
print(log(c(NA, NaN, Inf, 0, 1, 2, 1024), 2))
cat(sprintf("%a", 2^log2(100)), .nknots.smspl(200), .nknots.smspl(150), .nknots.smspl(3000), "\n")
set.seed(42); x <- sort(runif(200, 0, 10)); y <- sin(x) + rnorm(200, sd = 0.3)
s <- smooth.spline(x, y, spar = 0.7)
print(s)
cat(length(s$fit$knot) - 6, "\n")
