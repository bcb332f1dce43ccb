# asin and acos are the C library's (glibc's IBM e_asin.c, the FMA build): every bit over a few
# thousand arguments on each of its paths and borders, as a byte digest (NaN counted as one value),
# some results in full, and the special values; through plain vectors, compiled loops, long
# vectors (engine values) and shapiro.test (R's swilk calls asin for n = 3)
d <- function(x) { x <- as.double(x); x[is.nan(x)] <- -12345.5; sprintf("%.0f", sum(as.numeric(as.integer(writeBin(x, raw()))) * (seq_len(8 * length(x)) %% 65521))) }
chk <- function(name, x) cat(name, d(x), "\n")
set.seed(2212)
full <- function(u) u + (runif(length(u)) - 0.5) * abs(u) * 2^-31
e <- sample(-1074:0, 500, TRUE)
b <- c(2^-55, 2^-26, 1/8, 1/4, 1/2, 3/4, 0.921875, 0.953125, 0.96875, 1)
x <- c(full(runif(2000, -1, 1)), full(runif(500, -0.125, 0.125)), full(runif(500, 0.125, 0.5)),
       full(runif(500, 0.5, 0.75)), full(runif(500, 0.75, 0.97)), full(runif(500, 0.96875, 1)),
       1 - 2^-(1:53), -1 + 2^-(1:53), (1 + runif(500)) * 2^(e - 1) * sample(c(-1, 1), 500, TRUE),
       unlist(lapply(b, function(v) v * (1 + (-20:20) * 2^-52))), 0, -0, 5e-324, 1, -1)
x <- x * sample(c(-1, 1), length(x), TRUE)
chk("asin", asin(x)); chk("acos", acos(x))
f <- function(x) { s <- numeric(length(x)); for (i in seq_along(x)) s[i] <- asin(x[i]) - 2 * acos(x[i]); s }
chk("loop", f(x[1:3000]))
big <- full(runif(1e6, -1, 1))
chk("long", asin(big) + acos(big / 3))
cat(sprintf("%a", asin(x[c(1:4, 2001:2004, 2501:2504, 3001:3004, 3501:3504, 4001:4004)])), "\n")
cat(sprintf("%a", acos(x[c(1:4, 2001:2004, 2501:2504, 3001:3004, 3501:3504, 4001:4004)])), "\n")
sp <- c(NA, NaN, Inf, -Inf, 0, -0, 1, -1, 0.5, -0.5, 1 + 2^-52, -2)
print(asin(sp), digits = 17); print(acos(sp), digits = 17)
print(asin(c(0.3, 0.9)) + acos(c(0.3, 0.9)), digits = 17)
print(shapiro.test(c(1.2, 3.4, 2.2))$p.value, digits = 17)
print(shapiro.test(c(1, 2, 4.7))$p.value, digits = 17)
