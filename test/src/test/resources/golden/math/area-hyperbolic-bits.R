# asinh, acosh and atanh are the C library's (glibc's s_asinh/e_acosh/e_atanh, through its log and
# log1p): every bit over thousands of arguments as a byte digest (NaN counted as one value), in plain
# values, compiled loops and long (engine) vectors; and values that the textbook log formulas lose
d <- function(x) { x <- as.double(x); x[is.nan(x)] <- -12345.5; sprintf("%.0f", sum(as.numeric(as.integer(writeBin(x, raw()))) * (seq_len(8 * length(x)) %% 65521))) }
chk <- function(name, x) cat(name, d(x), "\n")
set.seed(24)
x <- c(runif(2000, -1, 1), runif(1000, -3, 3), 10^runif(1000, -30, 0) * sample(c(-1, 1), 1000, TRUE),
       exp(runif(800, -700, 700)), 1 - 2^-sample(1:52, 300, TRUE) * runif(300), 2^(-30:30),
       1 + runif(500) * 2^-20, 2^28 * (1 + (-5:5) * 2^-52),
       2 * (1 + sample(2^20, 300) * 2^-52), 2^28 * (1 + sample(2^20, 100) * 2^-52),   # the forms' borders .Machine$double.xmax, 0, -0, 1, -1, Inf, -Inf, NA, NaN)
chk("asinh", asinh(x)); chk("acosh", suppressWarnings(acosh(abs(x) + 1))); chk("atanh", suppressWarnings(atanh(x)))
chk("acosh.all", suppressWarnings(acosh(x)))
f <- function(x) { s <- numeric(length(x)); for (i in seq_along(x)) s[i] <- asinh(x[i]) + atanh(x[i] / 4); s }
chk("loop", f(x[1:3000]))
big <- runif(1e5, -0.999, 0.999)
chk("long", asinh(big) + atanh(big) + acosh(big + 2))
print(atanh(c(1e-20, -3e-10, 0.5, 0.99)), digits = 15)
print(asinh(c(1e-20, 1e-8, 2, 1e10, -1e300)), digits = 15)
print(acosh(c(1, 1 + 1e-12, 1.5, 3, 1e10)), digits = 15)
print(atanh(c(-1, 1, NA, NaN)))
atanh(2)
acosh(0.5)
cat(sprintf("%a", c(atanh(0.3), asinh(0.3), acosh(1.3), atanh(0.7), asinh(-1e-9))), "\n")
