# base/complex.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# complex as R's closure: given a modulus or an argument, real and imaginary are never evaluated
# and argument is evaluated before modulus (max()'s order), so side effects and errors in the
# arguments happen as R's do. .complex is R's .Internal(complex()), reporting in complex's call.

complex <- function(length.out = 0L, real = numeric(), imaginary = numeric(), modulus = 1, argument = 0) {
    if (missing(modulus) && missing(argument)) {
        .complex(length.out, real, imaginary)
    } else {
        n <- max(length.out, length(argument), length(modulus))
        rep_len(modulus, n) * exp(1i * rep_len(argument, n))
    }
}
