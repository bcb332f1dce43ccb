# Every bit of 2e5 deviates of each generator whose R code calls log, exp, pow, log1p or expm1
# (the C library's; flashr's ports of them) and of each normal.kind but Box-Muller (sin and cos
# are Java's): a byte digest
d <- function(x) sprintf("%.0f", sum(as.numeric(as.integer(writeBin(as.double(x), raw()))) * (seq_len(8 * length(x)) %% 65521)))
N <- 2e5
for (k in c("Kinderman-Ramage", "Ahrens-Dieter", "Buggy Kinderman-Ramage")) {
  suppressWarnings(RNGkind(normal.kind = k)); set.seed(3); cat(k, d(rnorm(N)), "\n")
}
RNGkind(normal.kind = "Inversion")
set.seed(3); cat("rbinom", d(rbinom(N, 1000, 0.3)), "\n")
set.seed(3); cat("rbinom.var", d(rbinom(N, 1:100, runif(N))), "\n")
set.seed(3); cat("rpois.var", d(rpois(N, runif(N, 0, 40))), "\n")
set.seed(3); cat("rpois.big", d(rpois(N, 1e4)), "\n")
set.seed(3); cat("rgeom", d(rgeom(N, 0.01)), "\n")
set.seed(3); cat("rnbinom", d(rnbinom(N, 3, 0.1)), "\n")
set.seed(3); cat("rnbinom.mu", d(rnbinom(N, size = 2.5, mu = 30)), "\n")
set.seed(3); cat("rhyper", d(rhyper(N, 5000, 6000, 4000)), "\n")
set.seed(3); cat("rgamma.small", d(rgamma(N, 0.3)), "\n")
set.seed(3); cat("rbeta.small", d(rbeta(N, 0.5, 0.7)), "\n")
set.seed(3); cat("rf", d(rf(N, 3, 7)), "\n")
