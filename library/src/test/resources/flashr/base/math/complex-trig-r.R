# Writes complex-trig-r.txt: for sin, cos, tan, asin, acos, atan, sinh, cosh, tanh, asinh, acosh,
# atanh, exp, log, sqrt, log2 and log10 of complex z, a line "f Re(z) Im(z) Re(f(z)) Im(f(z))",
# each part as C's %a (hex, exact). Run from this directory with Rscript (R 4.2.2 on x86-64 Linux, glibc 2.36); ComplexTrigTest
# reads it. `Rscript complex-trig-r.R N FILE` writes N random arguments (and the fixed ones) to FILE
# instead, for a larger check by hand (ComplexTrigTest with -Dflashr.complex.file=FILE).
args <- commandArgs(TRUE)
n <- if (length(args)) as.integer(args[1]) else 60
file <- if (length(args) > 1) args[2] else "complex-trig-r.txt"
set.seed(20261204)
full <- function(u) u + (runif(length(u)) - 0.5) * abs(u) * 2^-31   # all 53 bits random
part <- function(n) {   # moderate, small, large, every scale, signs
    full(c(runif(n, -3, 3), runif(n %/% 2, -1.2, 1.2), runif(n %/% 4, -40, 40),
           sample(c(-1, 1), n %/% 2, TRUE) * 2^runif(n %/% 2, -60, 12),
           sample(c(-1, 1), n %/% 4, TRUE) * runif(n %/% 4, 340, 1500)))
}
re <- part(n); im <- part(n)
k <- min(length(re), length(im))
z <- complex(real = re[1:k], imaginary = sample(im)[1:k])
special <- c(0, -0, 1, -1, 0.5, 1.5, 2, 1e-300, -5e-324, 24.9, 25.1, 354.5, 709.5, 1e10, 2e16, 1e300, Inf, -Inf, NaN)
grid <- expand.grid(re = special, im = special)
z <- c(z, complex(real = grid$re, imaginary = grid$im),
       complex(modulus = full(rep(1, 40)), argument = runif(40, -pi, pi)),      # on the unit circle
       complex(real = full(runif(40, -4, 4)), imaginary = 0),                    # the real axis, both cuts
       complex(real = 0, imaginary = full(runif(40, -4, 4))),                    # the imaginary axis
       complex(real = full(runif(20, -1e-18, 1e-18)), imaginary = full(runif(20, 1, 1.5))))
fs <- c("sin", "cos", "tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "asinh", "acosh", "atanh", "exp", "log", "sqrt", "log2", "log10")
out <- unlist(lapply(fs, function(f) {
    r <- suppressWarnings(get(f)(z))
    sprintf("%s %a %a %a %a", f, Re(z), Im(z), Re(r), Im(r))
}))
writeLines(out, file)
