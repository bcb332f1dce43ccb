# stats/stepfun.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Step functions: approxfun's constant interpolation with a class, a call and printing (ecdf is one,
# stats/helpers.R; knots() is there too).

stepfun <- function(x, y, f = as.numeric(right), ties = "ordered", right = FALSE) {
    if (is.unsorted(x)) stop("stepfun: 'x' must be ordered increasingly")
    n <- length(x)
    if (n < 1) stop("'x' must have length >= 1")
    n1 <- n + 1L
    if (length(y) != n1) stop("'y' must be one longer than 'x'")
    rval <- approxfun(x, y[-if (right) n1 else 1], method = "constant", yleft = y[1L], yright = y[n1], f = f, ties = ties)
    class(rval) <- c("stepfun", class(rval))
    attr(rval, "call") <- sys.call()
    rval
}
is.stepfun <- function(x) is.function(x) && inherits(x, "stepfun")
as.stepfun <- function(x, ...) UseMethod("as.stepfun")
as.stepfun.default <- function(x, ...) {
    if (is.stepfun(x)) x else stop("no 'as.stepfun' method available for 'x'")
}
print.stepfun <- function(x, digits = getOption("digits") - 2, ...) {
    numform <- function(x) paste(formatC(x, digits = digits), collapse = ", ")
    # the first three and the last two values, as R shows them
    i1 <- function(n) 1L:min(3L, n)
    i2 <- function(n) if (n >= 4L) max(4L, n - 1L):n else integer()
    cat("Step function\nCall: ")
    print(attr(x, "call"), ...)
    env <- environment(x)
    n <- length(xx <- eval(expression(x), envir = env))
    cat(" x[1:", n, "] = ", numform(xx[i1(n)]), if (n > 3L) ", ", if (n > 5L) " ..., ", numform(xx[i2(n)]), "\n", sep = "")
    y <- eval(expression(c(yleft, y)), envir = env)
    cat(n + 1L, " plateau levels = ", numform(y[i1(n + 1L)]), if (n + 1L > 3L) ", ", if (n + 1L > 5L) " ..., ",
        numform(y[i2(n + 1L)]), "\n", sep = "")
    invisible(x)
}
summary.stepfun <- function(object, ...) {
    n <- length(eval(expression(x), envir = environment(object)))
    if (!is.integer(n) || n < 1L) stop("not a valid step function")
    cat("Step function with continuity 'f'=", format(eval(expression(f), envir = environment(object))), ", ", n,
        if (n <= 6L) "knots at\n" else "knots with summary\n")
    summ <- if (n > 6L) summary else function(x) x
    print(summ(knots(object)))
    cat(if (n > 6L) "\n" else "  ", "and\t", n + 1L, " plateau levels (y) ", if (n <= 6L) "at\n" else "with summary\n", sep = "")
    print(summ(eval(expression(c(yleft, y)), envir = environment(object))))
    invisible()
}
