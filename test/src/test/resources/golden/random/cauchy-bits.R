# rcauchy through the C library's tan (not correctly rounded, so only its own operations give its
# bits): a byte digest of every bit of 5e5 deviates per parameter set, and some deviates in full
d <- function(x) sprintf("%.0f", sum(as.numeric(as.integer(writeBin(as.double(x), raw()))) * (seq_len(8 * length(x)) %% 65521)))
set.seed(3); cat("rcauchy", d(rcauchy(5e5)), "\n")
set.seed(3); cat("rcauchy(2, 0.5)", d(rcauchy(5e5, 2, 0.5)), "\n")
set.seed(5); cat("rcauchy(-1e3, 7)", d(rcauchy(5e5, -1e3, 7)), "\n")
set.seed(4); cat(sprintf("%a", rcauchy(12)), sep = "\n")
set.seed(4); cat(sprintf("%a", rcauchy(6, c(0, 1, NA), c(1, 0, 2))), sep = "\n")
