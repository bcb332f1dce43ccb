# stats/ts-kernel.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Smoothing kernels for time series ("tskernel": the coefficients k[0..m] of a symmetric
# kernel) with R's named kernels (daniell, modified.daniell, fejer, dirichlet), their
# composition, df.kernel, bandwidth.kernel, and kernapply (the circular convolution by fft,
# as R computes it, so the digits agree).

kernel <- function(coef, m = 2, r, name = "unknown") {
    mkName <- function(name, args) paste0(name, "(", paste(args, collapse = ","), ")")
    # a vector m composes the kernels of its elements
    composed <- function(one, m, label) {
        k <- one(m[1L])
        for (mi in m[-1L]) k <- kernapply(k, one(mi))
        attr(k, "name") <- mkName(label, m)
        k
    }
    trig <- function(m, r, wn, label) {
        wn <- wn/(wn[1L] + 2 * sum(wn[2L:(m + 1L)]))
        kernel(wn, m, name = mkName(label, c(m, r)))
    }
    if (!missing(m))
        if (!is.numeric(m) || length(m) < 1L || any(m != round(m)) || any(m < 0L))
            stop("'m' must be numeric with non-negative integers")
    if (is.character(coef)) {
        switch(coef,
               daniell = composed(function(m) kernel(rep_len(1/(2 * m + 1), m + 1), m), m, "Daniell"),
               modified.daniell = composed(function(m) kernel(c(rep_len(1, m), 0.5)/(2 * m), m), m, "mDaniell"),
               fejer = {
                   if (r < 1L) stop("'r' is less than 1")
                   if (m < 1L) stop("'m' is less than 1")
                   wj <- 2 * pi * (1L:m)/(2L * m + 1L)
                   trig(m, r, c(r, sin(r * wj/2)^2/sin(wj/2)^2/r), "Fejer")
               },
               dirichlet = {
                   if (r < 0) stop("'r' is less than 0")
                   if (m < 1) stop("'m' is less than 1")
                   wj <- 2 * pi * (1L:m)/(2L * m + 1L)
                   trig(m, r, c(2 * r + 1, sin((r + 0.5) * wj)/sin(wj/2)), "Dirichlet")
               },
               stop("unknown named kernel"))
    } else {
        if (!is.numeric(coef)) stop("'coef' must be a vector")
        if (length(coef) < 1L) stop("'coef' does not have the correct length")
        m <- length(coef) - 1L
        k <- structure(list(coef = coef, m = m), name = name, class = "tskernel")
        if (abs(sum(k[-m:m]) - 1) > getOption("ts.eps", 1e-05)) stop("coefficients do not add to 1")
        k
    }
}
print.tskernel <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    m <- x$m
    y <- x[i <- -m:m]
    cat(attr(x, "name"), "\n")
    cat(paste0("coef[", format(i), "] = ", format(y, digits = digits)), sep = "\n")
    invisible(x)
}
plot.tskernel <- function(x, type = "h", xlab = "k", ylab = "W[k]", main = attr(x, "name"), ...) {
    i <- -x$m:x$m
    plot(i, x[i], type = type, xlab = xlab, ylab = ylab, main = main, ...)
}
df.kernel <- function(k) 2/sum(k[-k$m:k$m]^2)
bandwidth.kernel <- function(k) {
    i <- -k$m:k$m
    sqrt(sum((1/12 + i^2) * k[i]))
}
# k[i] for i in -m..m: the coefficients mirrored about 0
`[.tskernel` <- function(k, i) {
    m1 <- k$m + 1L
    k$coef[c(m1:2L, 1L:m1)][i + m1]
}
is.tskernel <- function(k) inherits(k, "tskernel")

kernapply <- function(x, ...) UseMethod("kernapply")
kernapply.vector <- function(x, k, circular = FALSE, ...) {
    if (!is.vector(x)) stop("'x' is not a vector")
    if (!is.tskernel(k)) stop("'k' is not a kernel")
    m <- k$m
    if (length(x) <= 2L * m) stop("'x' is shorter than kernel 'k'")
    if (m == 0L) return(x)
    n <- length(x)
    w <- c(k[0L:m], rep_len(0, n - 2L * m - 1L), k[-m:-1L])
    y <- fft(fft(x) * fft(w), inverse = TRUE)/n
    if (is.numeric(x)) y <- Re(y)
    if (circular) y else y[(1L + m):(n - m)]
}
kernapply.default <- function(x, k, circular = FALSE, ...) {
    if (is.vector(x)) kernapply.vector(x, k, circular = circular)
    else if (is.matrix(x)) apply(x, MARGIN = 2, FUN = kernapply, k, circular = circular)
    else stop("'kernapply' is not available for object 'x'")
}
kernapply.ts <- function(x, k, circular = FALSE, ...) {
    y <- if (!is.matrix(x)) kernapply.vector(as.vector(x), k, circular = circular)
         else apply(x, MARGIN = 2L, FUN = kernapply, k, circular = circular)
    ts(y, end = end(x), frequency = frequency(x))
}
kernapply.tskernel <- function(x, k, ...) {
    if (!is.tskernel(x)) stop("'x' is not a kernel")
    if (!is.tskernel(k)) stop("'k' is not a kernel")
    n <- k$m
    coef <- kernapply(c(rep_len(0, n), x[-x$m:x$m], rep_len(0, n)), k, circular = TRUE)
    m <- length(coef) %/% 2L
    kernel(coef[(m + 1L):length(coef)], m, paste0("Composite(", attr(x, "name"), ",", attr(k, "name"), ")"))
}
