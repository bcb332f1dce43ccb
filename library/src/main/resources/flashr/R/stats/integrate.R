# stats/integrate.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Numerical integration written in R to R's definitions:
# integrate's checks and its result of class "integrate", and print.integrate.
# The integrators are Quadpack's, reached through .dqags (finite limits) and
# .dqagi (an infinite limit), which call f on vectors of 21 or 15 points as R's C code
# does, with its checks of the values f returns. Errors name the calling closure (integrate).

integrate <- function(f, lower, upper, ..., subdivisions = 100L, rel.tol = .Machine$double.eps^0.25,
                      abs.tol = rel.tol, stop.on.error = TRUE, keep.xy = FALSE, aux = NULL) {
    f <- match.fun(f)
    ff <- function(x) f(x, ...)
    limit <- as.integer(subdivisions)
    if (limit < 1L || (abs.tol <= 0 && rel.tol < max(50 * .Machine$double.eps, 5e-29)))
        stop("invalid parameter values")
    stopifnot(length(lower) == 1, length(upper) == 1)
    if (is.finite(lower) && is.finite(upper)) {
        wk <- .dqags(ff, as.double(lower), as.double(upper), as.double(abs.tol), as.double(rel.tol), limit)
    } else {
        if (is.na(lower) || is.na(upper)) stop("a limit is NA or NaN")
        # one finite bound, or none: the range is mapped onto (0, 1)
        if (is.finite(lower)) {
            inf <- 1L
            bound <- lower
        } else if (is.finite(upper)) {
            inf <- -1L
            bound <- upper
        } else {
            inf <- 2L
            bound <- 0
        }
        wk <- .dqagi(ff, as.double(bound), inf, as.double(abs.tol), as.double(rel.tol), limit)
    }
    res <- wk[c("value", "abs.error", "subdivisions")]
    res$message <- switch(wk$ierr + 1L, "OK", "maximum number of subdivisions reached",
        "roundoff error was detected", "extremely bad integrand behaviour",
        "roundoff error is detected in the extrapolation table",
        "the integral is probably divergent", "the input is invalid")
    if (wk$ierr == 6L || (wk$ierr > 0L && stop.on.error)) stop(res$message)
    res$call <- match.call()
    class(res) <- "integrate"
    res
}
print.integrate <- function(x, digits = getOption("digits"), ...) {
    if (x$message == "OK")
        cat(format(x$value, digits = digits), " with absolute error < ",
            format(x$abs.error, digits = 2L), "\n", sep = "")
    else cat("failed with message ", sQuote(x$message), "\n", sep = "")
    invisible(x)
}
