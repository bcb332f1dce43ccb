# sin, cos, atan, atan2, tan, sinpi, cospi and tanpi are the C library's (glibc's IBM routines, the
# FMA build): every bit over a few thousand fixed arguments per function, as a byte digest (NaN
# counted as one value whatever its payload), and some results in full
d <- function(x) { x <- as.double(x); x[is.nan(x)] <- -12345.5; sprintf("%.0f", sum(as.numeric(as.integer(writeBin(x, raw()))) * (seq_len(8 * length(x)) %% 65521))) }
chk <- function(name, x) cat(name, d(x), "\n")
set.seed(22)
e <- sample(-1074:1023, 600, TRUE)
x <- c(runif(1500, -4, 4), runif(500, -200, 200), runif(400, -2e8, 2e8),        # each path and both reductions
       (1 + runif(600)) * 2^e * sample(c(-1, 1), 600, TRUE),                    # every exponent: huge and subnormal
       (-300:300) * pi / 2 + runif(601, -1e-9, 1e-9),                           # near the multiples of pi/2
       0.855469 + (-20:20) * 2^-40, 2.426265 + (-20:20) * 2^-40, 105414350 + (-20:20) * 2^-26,
       0, -0, 5e-324, -5e-324, 2^-1022, .Machine$double.xmax, -.Machine$double.xmax, 1e22, 1e300, pi)
chk("sin", sin(x)); chk("cos", cos(x)); chk("atan", atan(x)); chk("atan.inv", atan(1 / x))
y <- c(x[1:3000], rev(x)[1:2000])
xx <- c(runif(3000, -4, 4) * y[1:3000] * 2^sample(-30:30, 3000, TRUE), x[1:2000])
chk("atan2", atan2(y, xx)); chk("atan2.swapped", atan2(xx, y))
chk("tan", tan(x)); chk("tan.small", tan(x[abs(x) <= 25]))
p <- c(runif(2000, -10, 10), (-40:40) / 4, (-40:40) / 3, 1e6 + runif(200))
chk("sinpi", sinpi(p)); chk("cospi", cospi(p)); chk("tanpi", tanpi(p))
f <- function(x) { s <- numeric(length(x)); for (i in seq_along(x)) s[i] <- sin(x[i]) + cos(x[i]) * 2 - tan(x[i] / 7); s }
chk("loop", f(x[1:3000]))                                                          # compiled loops
big <- runif(1e6, -100, 100)
chk("long", sin(big) * cos(big) + atan(big) + tan(big / 64))                       # long vectors
cat(sprintf("%a", sin(x[c(1:4, 2001:2004, 2401:2404, 3001:3004)])), "\n")
cat(sprintf("%a", cos(x[c(1:4, 2001:2004, 2401:2404, 3001:3004)])), "\n")
cat(sprintf("%a", atan(x[c(1:4, 2001:2004, 2401:2404, 3001:3004)])), "\n")
cat(sprintf("%a", atan2(y[1:8], xx[1:8])), "\n")
sp <- c(NA, NaN, Inf, -Inf, 0, -0, 1)
print(sin(sp)); print(cos(sp)); print(atan(sp)); print(outer(sp, sp, atan2))
