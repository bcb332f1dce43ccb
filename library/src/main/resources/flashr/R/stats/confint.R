# stats/confint.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# confint with its lm and default methods, written in R after R's own code: Student's t
# quantiles on the residual degrees of freedom for lm, normal quantiles otherwise.

confint <- function(object, parm, level = 0.95, ...) UseMethod("confint")
.confint_table <- function(cf, ses, parm, a, fac) {
    pnames <- names(ses)
    if (missing(parm)) parm <- pnames
    else if (is.numeric(parm)) parm <- pnames[parm]
    pct <- paste(format(100 * a, trim = TRUE, scientific = FALSE, digits = 3), "%")
    ci <- array(NA_real_, dim = c(length(parm), 2L), dimnames = list(parm, pct))
    ci[] <- cf[parm] + ses[parm] %o% fac
    ci
}
confint.lm <- function(object, parm, level = 0.95, ...) {
    cf <- coef(object)
    ses <- sqrt(diag(vcov(object)))
    a <- (1 - level) / 2
    a <- c(a, 1 - a)
    .confint_table(cf, ses, parm, a, qt(a, object$df.residual))
}
confint.default <- function(object, parm, level = 0.95, ...) {
    cf <- coef(object)
    ses <- sqrt(diag(vcov(object)))
    names(ses) <- names(cf)
    a <- (1 - level) / 2
    a <- c(a, 1 - a)
    .confint_table(cf, ses, parm, a, qnorm(a))
}
