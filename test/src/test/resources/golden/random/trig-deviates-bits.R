# Where R's results go through the C library's sin, cos, tan and atan: Box-Muller normals,
# pcauchy, qcauchy (tanpi), rcauchy, gamma and lgamma below -10 (sinpi's reflection), digamma,
# trigamma and psigamma of negative arguments (cot and its derivatives), Arg and log of complex
# numbers (atan2): a byte digest of every bit (NaN counted as one value), and some in full
d <- function(x) { x <- as.double(x); x[is.nan(x)] <- -12345.5; sprintf("%.0f", sum(as.numeric(as.integer(writeBin(x, raw()))) * (seq_len(8 * length(x)) %% 65521))) }
chk <- function(name, x) cat(name, d(x), "\n")
RNGkind(normal.kind = "Box-Muller"); set.seed(7)
chk("rnorm.box-muller", rnorm(2e4)); chk("rnorm.box-muller.2", rnorm(2e4, 3, 0.5))
set.seed(7); cat(sprintf("%a", rnorm(5)), "\n")
RNGkind(normal.kind = "default"); set.seed(8)
z <- c(rnorm(3000) * 10, runif(1000, -1, 1), 1 / runif(500, -1, 1))
chk("pcauchy", pcauchy(z)); chk("pcauchy.upper", pcauchy(z, 1, 2, lower.tail = FALSE))
chk("pcauchy.log", pcauchy(z, log.p = TRUE)); chk("pcauchy.upper.log", pcauchy(z, lower.tail = FALSE, log.p = TRUE))
u <- runif(4000)
chk("qcauchy", qcauchy(u, 1, 3)); chk("qcauchy.upper", qcauchy(u, lower.tail = FALSE)); chk("rcauchy", rcauchy(4000, 2, 3))
g <- -runif(3000, 10, 170) - 0.001
chk("gamma.neg", gamma(g)); chk("lgamma.neg", suppressWarnings(lgamma(g))); chk("lgamma.neg.big", suppressWarnings(lgamma(-runif(1000, 170, 1e5) - 0.01)))
p <- -runif(2000, 0, 60) - 0.003
chk("digamma.neg", digamma(p)); chk("trigamma.neg", trigamma(p))
chk("psigamma.neg.2", psigamma(p, 2)); chk("psigamma.neg.3", psigamma(p, 3)); chk("psigamma.neg.5", psigamma(p, 5))
w <- complex(real = rnorm(3000) * 2^sample(-30:30, 3000, TRUE), imaginary = rnorm(3000))
chk("Arg", Arg(w)); chk("Im.log", Im(log(w)))
cat(sprintf("%a", c(pcauchy(c(-3, 0.5, 7)), gamma(-10.5), lgamma(-20.25), digamma(-1.5), trigamma(-2.25), Arg(-1+1i))), "\n")
