# sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh and atanh of complex numbers are
# the C library's csin, ccos, ctan, ... (glibc 2.36) behind R's own formulas for tan far from the
# real axis and for asin/acos/atan on their branch cuts: every bit of both parts over random
# arguments of every scale and a grid of special parts, as a byte digest (NaN counted as one
# value), and some results in full; exp, log and sqrt (cexp, clog, csqrt), log with a complex base
# and complex atan2 (C's complex division)
d <- function(x) { x <- c(Re(x), Im(x)); x[is.nan(x)] <- -12345.5; sprintf("%.0f", sum(as.numeric(as.integer(writeBin(x, raw()))) * (seq_len(8 * length(x)) %% 65521))) }
set.seed(2213)
full <- function(u) u + (runif(length(u)) - 0.5) * abs(u) * 2^-31
part <- function(n) full(c(runif(n, -3, 3), runif(n %/% 2, -1.2, 1.2), runif(n %/% 4, -40, 40),
                           sample(c(-1, 1), n %/% 2, TRUE) * 2^runif(n %/% 2, -60, 12),
                           sample(c(-1, 1), n %/% 4, TRUE) * runif(n %/% 4, 340, 1500)))
re <- part(800); im <- sample(part(800))
special <- c(0, -0, 1, -1, 0.5, 2, 1e-300, 24.9, 25.1, 354.5, 709.5, 2e16, Inf, -Inf, NaN)
g <- expand.grid(re = special, im = special)
arg <- runif(50, -pi, pi)   # R's complex() forces argument before modulus
z <- c(complex(real = re, imaginary = im), complex(real = g$re, imaginary = g$im),
       complex(modulus = full(rep(1, 50)), argument = arg),
       complex(real = full(runif(50, -4, 4)), imaginary = 0), complex(real = 0, imaginary = full(runif(50, -4, 4))))
for (f in c("sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh")) {
  r <- suppressWarnings(get(f)(z))
  cat(f, d(r), "\n")
  cat(sprintf("%a %a", Re(r[c(1:3, 801:802, 1801:1803)]), Im(r[c(1:3, 801:802, 1801:1803)])), "\n")
}
lz <- z[1:800]   # C's complex division (libgcc's __divdc3) under log's complex base and atan2
for (r in list(log(lz, -2), log(lz, 2+1i), atan2(lz, rev(lz)), atan2(lz, 1.5), atan2(0.5, lz))) cat(d(r), sprintf("%a", Re(r[1:2])), "\n")
print(atan2(1+2i, 3-1i), digits = 17); print(log(3+4i, -1+1i), digits = 17)
print(sin(1+2i), digits = 17); print(cos(-1.5+0.25i), digits = 17); print(tan(3-40i), digits = 17)
print(asin(2+0i), digits = 17); print(acos(-3+0i), digits = 17); print(atan(0+3i), digits = 17)
print(sinh(1+1i), digits = 17); print(cosh(800+1i), digits = 17); print(tanh(-0.5+2i), digits = 17)
print(asinh(0+2i), digits = 17); print(acosh(0.5+0i), digits = 17); print(atanh(2+0i), digits = 17)
print(atan(c(1i, -1i)))
print(sqrt(-1+0i)); print(sin(complex(real = NA, imaginary = 1)))
e <- c(exp(1+2i), log(-2+0i), log(3-4i), sqrt(-3-4i), exp(710+1i), log(0.6+0.8i), sqrt(1e-310+1e-310i))
cat(sprintf("%a %a", Re(e), Im(e)), sep = "\n")
