# Where R's C code calls the C library's exp, log, log10 or pow, flashr calls its ports of them
# (flashr.engine.fn.math), so these results are R's to the last bit: printed with %a
a <- function(...) cat(sprintf("%a", c(...)), "\n")
# optim's SANN: its temperature ti / log(its + e) and acceptance exp(-dy / t)
fr <- function(x) 100 * (x[2] - x[1]^2)^2 + (1 - x[1])^2
set.seed(1); o <- optim(c(-1.2, 1), fr, method = "SANN", control = list(maxit = 3000)); a(o$par, o$value)
# arima's likelihoods: sums of log(gain), 0.5 * log(s2)
a(arima(lh, order = c(1, 0, 0))$loglik, arima(lh, order = c(3, 0, 0))$loglik)
a(arima(USAccDeaths, order = c(0, 1, 1), seasonal = list(order = c(0, 1, 1)))$loglik, arima0(lh, order = c(1, 0, 1))$loglik)
# arima0's optimum itself: its transforms are the C library's tanh and atanh (partrans, invpartrans)
for (o in list(c(1, 0, 0), c(0, 0, 1), c(2, 0, 0))) { f <- arima0(lh, order = o); a(f$loglik, f$coef) }
# Spearman's test (AS 89's Edgeworth series) and Shapiro-Wilk's p-values (swilk's log and exp)
set.seed(2); x <- rnorm(30); y <- x + rnorm(30)
a(cor.test(x, y, method = "spearman")$p.value, cor.test(x[1:15], y[1:15], method = "spearman", exact = FALSE)$p.value)
s1 <- shapiro.test(x); s2 <- shapiro.test(y[1:9]); a(s1$statistic, s1$p.value, s2$statistic, s2$p.value)
# determinants: the sum of log|u_ii| and its exp
set.seed(3); m <- matrix(rnorm(49), 7); d <- determinant(m); a(d$modulus, det(m), determinant(crossprod(m))$modulus)
# r2dtable, simulated chisq.test (rcont2's log-factorials) and rhyper (afc, the H2PE exponentials)
set.seed(4); print(r2dtable(2, c(10, 20, 15), c(15, 30)))
set.seed(5); a(chisq.test(matrix(c(12, 5, 7, 9, 3, 11), 2), simulate.p.value = TRUE, B = 500)$p.value)
set.seed(6); print(rhyper(12, 200, 300, 150)); print(rhyper(6, 2000, 3000, 900))
# signif's log10, zapsmall's log10, pretty's pow(10, floor(log10(cell)))
a(signif(c(123456.789, 0.000123456789, 3.3e-300, 999.95, 1e15 / 3), 3))
print(zapsmall(c(1, 1e-20, 3.123456789e-9, 1e5 + 1e-7)))
a(pretty(c(0, 0.007)), pretty(c(1e-12, 3.7e-12)), pretty(c(-123.4, 9876)))
# LAPACK's QR: Fortran's **2 is a product
set.seed(7); a(qr(matrix(rnorm(40), 8), LAPACK = TRUE)$qraux)
# many at once, as byte digests: each call site's libm results differ from Java's on about one
# argument in a few hundred, so single values rarely show it
d <- function(x) { x <- as.double(x); x[is.nan(x)] <- -12345.5; sprintf("%.0f", sum(as.numeric(as.integer(writeBin(x, raw()))) * (seq_len(8 * length(x)) %% 65521))) }
chk <- function(name, x) cat(name, d(x), "\n")
set.seed(8)
chk("shapiro", sapply(1:300, function(i) { s <- shapiro.test(rnorm(5 + i %% 60)); c(s$statistic, s$p.value) }))
chk("spearman", sapply(1:300, function(i) { n <- 10 + i %% 40; x <- rnorm(n); cor.test(x, x + rnorm(n), method = "spearman")$p.value }))
chk("determinant", sapply(1:300, function(i) { m <- matrix(rnorm(25), 5); c(determinant(m)$modulus, det(m)) }))
chk("signif", signif(exp(runif(20000, -700, 700)), 1 + 0:19000 %% 15))
# besselI is R's I_bessel (Cody's), with gamma_cody, pow and exp as R's
x <- c(runif(400, 0, 3), runif(300, 0, 60), runif(100, 100, 700), 10^runif(100, -8, -4.1))
nu <- c(runif(400, 0, 5), runif(300, 0, 60), runif(100, 0, 3), runif(100, 0, 4))
chk("besselI", besselI(x, nu)); chk("besselI.scaled", besselI(x, nu, TRUE)); chk("besselI.big", besselI(c(1500, 3000, 9e4), 2.5, TRUE))
a(besselI(c(0.3, 2.5, 17), 1.37), besselI(c(1e-5, 0.3, 2.5, 17, 100, 700), 0), besselI(c(2, 30), 40.2), besselI(5, 120))
# Mod and abs of complex numbers: C's cabs, the C library's hypot (Java's differs on one pair in nine)
z <- complex(real = c(rnorm(3000), rnorm(1000) * 1e-300, rnorm(1000) * 1e300), imaginary = c(rnorm(3000) * 10^runif(3000, -20, 20), rnorm(2000)))
chk("Mod", Mod(z)); chk("abs", abs(z[1:2000] * 2i)); a(Mod(c(3+4i, 1+1i, 1e-310+3e-310i, 1e308+1e308i)))
