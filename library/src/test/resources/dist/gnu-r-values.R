# Writes gnu-r-values.txt, the reference values of DistributionsAccuracyTest:
# Rscript gnu-r-values.R > gnu-r-values.txt  (run with GNU R)
emit <- function(fn, x, a, b, lower, logp, f) {
    v <- f(x, a, b, lower, logp)
    cat(sprintf("%s %.17g %.17g %.17g %d %d %.17g\n", fn, x, a, b, as.integer(lower), as.integer(logp), v), sep = "")
}
grid <- function(fn, xs, as, bs, f, flags = TRUE) {
    for (x in xs) for (a in as) for (b in bs) for (lower in if (flags) c(TRUE, FALSE) else TRUE)
        for (logp in if (flags) c(FALSE, TRUE) else FALSE) emit(fn, x, a, b, lower, logp, f)
    for (x in xs) for (a in as) for (b in bs) if (!flags) emit(fn, x, a, b, TRUE, TRUE, f)
}
qs <- c(1e-300, 1e-20, 1e-8, 0.001, 0.025, 0.3, 0.5, 0.7, 0.975, 0.999)
shapes <- c(1e-5, 0.05, 0.5, 1, 2.5, 10, 100, 1e4)
grid("pgamma", c(1e-5, 0.01, 0.5, 1, 2, 5, 20, 90, 110, 1e4 + 150), shapes, 1,
     function(x, a, b, l, g) pgamma(x, a, scale = b, lower.tail = l, log.p = g))
grid("qgamma", qs, shapes, 1, function(x, a, b, l, g) qgamma(x, a, scale = b, lower.tail = l))
grid("dgamma", c(1e-5, 0.5, 1, 3, 20, 120, 1e4 + 150), shapes, c(1, 2.5),
     function(x, a, b, l, g) dgamma(x, a, scale = b, log = g), flags = FALSE)
betas <- c(0.1, 0.5, 1, 3, 30, 500)
grid("pbeta", c(1e-6, 0.01, 0.2, 0.5, 0.8, 0.99, 0.999999), betas, betas,
     function(x, a, b, l, g) pbeta(x, a, b, lower.tail = l, log.p = g))
grid("qbeta", c(1e-20, 0.001, 0.3, 0.5, 0.975), betas, betas, function(x, a, b, l, g) qbeta(x, a, b, lower.tail = l))
grid("dbeta", c(1e-6, 0.2, 0.5, 0.8, 0.999999), betas, c(0.5, 3, 500),
     function(x, a, b, l, g) dbeta(x, a, b, log = g), flags = FALSE)
grid("qt", c(1e-12, 1e-4, 0.025, 0.3, 0.5, 0.8, 0.975), c(1, 2, 3.5, 10, 30, 1000, 1e6), 0,
     function(x, a, b, l, g) qt(x, a, lower.tail = l))
grid("pchisq", c(0.001, 0.5, 3.84, 10, 100), c(1, 2, 5, 50, 500), 0,
     function(x, a, b, l, g) pchisq(x, a, lower.tail = l, log.p = g))
grid("qchisq", qs, c(1, 2, 5, 50, 500), 0, function(x, a, b, l, g) qchisq(x, a, lower.tail = l))
grid("pbinom", c(0, 1, 3, 10, 50, 99), c(10, 100, 1000), c(0.01, 0.3, 0.5, 0.9),
     function(x, a, b, l, g) pbinom(x, a, b, lower.tail = l, log.p = g))
grid("ppois", c(0, 1, 3, 10, 50, 200), c(0.1, 1, 4.5, 30, 150), 0,
     function(x, a, b, l, g) ppois(x, a, lower.tail = l, log.p = g))
grid("pexp", c(1e-10, 0.1, 1, 5, 50), c(0.5, 1, 3), 0, function(x, a, b, l, g) pexp(x, a, lower.tail = l, log.p = g))
grid("plnorm", c(0.01, 0.5, 1, 3, 100), c(0, 1), c(0.5, 2),
     function(x, a, b, l, g) plnorm(x, a, b, lower.tail = l, log.p = g))
grid("dlnorm", c(0.01, 0.5, 1, 3, 100), c(0, 1), c(0.5, 2), function(x, a, b, l, g) dlnorm(x, a, b, log = g), flags = FALSE)
grid("pt", c(-1e10, -40, -3, -0.5, 0.7, 5, 200), c(0.5, 1, 3, 30, 1e5), 0,
     function(x, a, b, l, g) pt(x, a, lower.tail = l, log.p = g))
