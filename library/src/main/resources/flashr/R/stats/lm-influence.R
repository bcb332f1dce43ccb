# stats/lm-influence.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Leave-one-out influence of lm and glm fits, after R's definitions (?lm.influence,
# ?influence.measures). Everything comes from the fit's QR: the hat values are the squared
# rows of the first rank columns of Q, summed column by column as R's lminfl does; the
# leave-one-out sigma uses lminfl's running sum of the squared residuals; the coefficient
# changes are (R^-1 Q')' scaled by e / (1 - h). glm fits reuse them with the working weights
# (the fit's QR is of the weighted model matrix) and the deviance residuals, plus the pearson
# residuals that the glm measures need. Cases of zero weight are left out, and an na.exclude
# fit gets its omitted cases back padded as R pads them.

hat <- function(x, intercept = TRUE) {
    if (is.qr(x)) n <- nrow(x$qr)
    else {
        if (intercept) x <- cbind(1, x)
        n <- nrow(x)
        x <- qr(x)
    }
    rowSums(qr.qy(x, diag(1, nrow = n, ncol = x$rank))^2)
}
weighted.residuals <- function(obj, drop0 = TRUE) {
    w <- weights(obj)
    r <- residuals(obj, type = "deviance")
    if (drop0 && !is.null(w)) {
        if (is.matrix(r)) r[w != 0, , drop = FALSE] else r[w != 0]
    } else r
}
# lminfl: hat values and leave-one-out sigmas from the QR and the residuals e
.lm.influence.core <- function(qr, e, tol) {
    n <- nrow(qr$qr)
    k <- qr$rank
    Q <- qr.qy(qr, diag(1, nrow = n, ncol = k))
    hat <- numeric(n)
    for (j in seq_len(k)) hat <- hat + Q[, j] * Q[, j]
    hat[hat >= 1 - tol] <- 1
    denom <- n - k - 1
    # Fortran's running sum in double precision, in this order, so the last digits are R's
    # (sum() would accumulate in long double); a loop over the values, not indices, for speed
    s <- 0
    for (v in e * e) s <- s + v
    sigma <- ifelse(hat < 1, sqrt((s - e * e / (1 - hat)) / denom), sqrt(s / denom))
    list(hat = hat, sigma = sigma)
}
lm.influence <- function(model, do.coef = TRUE) {
    wt.res <- weighted.residuals(model)
    e <- na.omit(wt.res)
    if (is.matrix(e)) stop("influence measures of multivariate fits are not supported")
    if (model$rank == 0) {
        n <- length(wt.res)
        sigma <- sqrt(deviance(model) / df.residual(model))
        res <- list(hat = rep(0, n), coefficients = matrix(0, n, 0), sigma = rep(sigma, n))
    } else {
        # a case with hat 1 must have a zero residual: tiny ones are made exactly zero
        e[abs(e) < 100 * .Machine$double.eps * median(abs(e))] <- 0
        mqr <- qr.lm(model)
        n <- as.integer(nrow(mqr$qr))
        if (NROW(e) != n) stop("non-NA residual length does not match cases used in fitting")
        res <- .lm.influence.core(mqr, as.vector(e), 10 * .Machine$double.eps)
        if (do.coef) {
            ok <- seq_len(mqr$rank)
            Q <- qr.Q(mqr)[, ok, drop = FALSE]
            R <- qr.R(mqr)[ok, ok, drop = FALSE]
            invRQtt <- t(backsolve(R, t(Q)))
            res$coefficients <- invRQtt * ifelse(res$hat == 1, 0, e / (1 - res$hat))
        }
        if (!is.null(model$na.action)) {
            # omitted cases have leverage 0, no change in coefficients, and the fit's sigma
            hat <- naresid(model$na.action, res$hat)
            hat[is.na(hat)] <- 0
            res$hat <- hat
            if (do.coef) {
                cf <- naresid(model$na.action, res$coefficients)
                cf[is.na(cf)] <- 0
                res$coefficients <- cf
            }
            sigma <- naresid(model$na.action, res$sigma)
            sigma[is.na(sigma)] <- sqrt(deviance(model) / df.residual(model))
            res$sigma <- sigma
        }
    }
    res$wt.res <- naresid(model$na.action, e)
    res$hat[res$hat > 1 - 10 * .Machine$double.eps] <- 1
    names(res$hat) <- names(res$sigma) <- names(res$wt.res)
    if (do.coef) {
        cf <- coef(model)
        dimnames(res$coefficients) <- list(names(res$wt.res), names(cf)[!is.na(cf)])
    }
    res[intersect(c("hat", "coefficients", "sigma", "wt.res"), names(res))]
}
influence <- function(model, ...) UseMethod("influence")
influence.lm <- function(model, do.coef = TRUE, ...) lm.influence(model, do.coef = do.coef, ...)
influence.glm <- function(model, do.coef = TRUE, ...) {
    res <- lm.influence(model, do.coef = do.coef, ...)
    pRes <- na.omit(residuals(model, type = "pearson"))[model$prior.weights != 0]
    pRes <- naresid(model$na.action, pRes)
    names(res)[names(res) == "wt.res"] <- "dev.res"
    c(res, list(pear.res = pRes))
}
hatvalues <- function(model, ...) UseMethod("hatvalues")
hatvalues.lm <- function(model, infl = lm.influence(model, do.coef = FALSE), ...) infl$hat
rstandard <- function(model, ...) UseMethod("rstandard")
rstandard.lm <- function(model, infl = lm.influence(model, do.coef = FALSE),
                         sd = sqrt(deviance(model) / df.residual(model)), type = c("sd.1", "predictive"), ...) {
    type <- match.arg(type)
    res <- infl$wt.res / switch(type, sd.1 = c(outer(sqrt(1 - infl$hat), sd)), predictive = 1 - infl$hat)
    res[is.infinite(res)] <- NaN
    res
}
rstandard.glm <- function(model, infl = influence(model, do.coef = FALSE), type = c("deviance", "pearson"), ...) {
    type <- match.arg(type)
    res <- switch(type, pearson = infl$pear.res, infl$dev.res)
    res <- res / sqrt(summary(model)$dispersion * (1 - infl$hat))
    res[is.infinite(res)] <- NaN
    res
}
rstudent <- function(model, ...) UseMethod("rstudent")
rstudent.lm <- function(model, infl = lm.influence(model, do.coef = FALSE), res = infl$wt.res, ...) {
    res <- res / (infl$sigma * sqrt(1 - infl$hat))
    res[is.infinite(res)] <- NaN
    res
}
# the likelihood residuals of Williams (1987); scaled by sigma where the dispersion is estimated
rstudent.glm <- function(model, infl = influence(model, do.coef = FALSE), ...) {
    r <- infl$dev.res
    r <- sign(r) * sqrt(r^2 + (infl$hat * infl$pear.res^2) / (1 - infl$hat))
    r[is.infinite(r)] <- NaN
    if (any(family(model)$family == c("binomial", "poisson"))) r else r / infl$sigma
}
dffits <- function(model, infl = lm.influence(model, do.coef = FALSE), res = weighted.residuals(model)) {
    res <- res * sqrt(infl$hat) / (infl$sigma * (1 - infl$hat))
    res[is.infinite(res)] <- NaN
    res
}
dfbeta <- function(model, ...) UseMethod("dfbeta")
dfbeta.lm <- function(model, infl = lm.influence(model, do.coef = TRUE), ...) {
    b <- infl$coefficients
    dimnames(b) <- list(names(infl$wt.res), variable.names(model))
    b
}
dfbetas <- function(model, ...) UseMethod("dfbetas")
dfbetas.lm <- function(model, infl = lm.influence(model, do.coef = TRUE), ...) {
    qrm <- qr.lm(model)
    xxi <- chol2inv(qrm$qr, qrm$rank)
    dfbeta(model, infl) / outer(infl$sigma, sqrt(diag(xxi)))
}
covratio <- function(model, infl = lm.influence(model, do.coef = FALSE), res = weighted.residuals(model)) {
    n <- nrow(qr.lm(model)$qr)
    p <- model$rank
    omh <- 1 - infl$hat
    e.star <- res / (infl$sigma * sqrt(omh))
    e.star[is.infinite(e.star)] <- NaN
    1 / (omh * (((n - p - 1) + e.star^2) / (n - p))^p)
}
cooks.distance <- function(model, ...) UseMethod("cooks.distance")
cooks.distance.lm <- function(model, infl = lm.influence(model, do.coef = FALSE), res = weighted.residuals(model),
                              sd = sqrt(deviance(model) / df.residual(model)), hat = infl$hat, ...) {
    p <- model$rank
    res <- ((res / c(outer(1 - hat, sd)))^2 * hat) / p
    res[is.infinite(res)] <- NaN
    res
}
cooks.distance.glm <- function(model, infl = influence(model, do.coef = FALSE), res = infl$pear.res,
                               dispersion = summary(model)$dispersion, hat = infl$hat, ...) {
    p <- model$rank
    res <- (res / (1 - hat))^2 * hat / (dispersion * p)
    res[is.infinite(res)] <- NaN
    res
}
influence.measures <- function(model, infl = influence(model)) {
    p <- model$rank
    e <- weighted.residuals(model)
    s <- sqrt(sum(e^2, na.rm = TRUE) / df.residual(model))
    mqr <- qr.lm(model)
    xxi <- chol2inv(mqr$qr, mqr$rank)
    si <- infl$sigma
    h <- infl$hat
    dfbetas <- infl$coefficients / outer(si, sqrt(diag(xxi)))
    vn <- variable.names(model)
    vn[vn == "(Intercept)"] <- "1_"
    colnames(dfbetas) <- paste0("dfb.", abbreviate(vn))
    dffits <- e * sqrt(h) / (si * (1 - h))
    if (any(ii <- is.infinite(dffits))) dffits[ii] <- NaN
    cov.ratio <- (si / s)^(2 * p) / (1 - h)
    cooks.d <- if (inherits(model, "glm")) (infl$pear.res / (1 - h))^2 * h / (summary(model)$dispersion * p)
               else ((e / (s * (1 - h)))^2 * h) / p
    infmat <- cbind(dfbetas, dffit = dffits, cov.r = cov.ratio, cook.d = cooks.d, hat = h)
    infmat[is.infinite(infmat)] <- NaN
    is.inf <- .is.influential(infmat, sum(h > 0))
    structure(list(infmat = infmat, is.inf = is.inf, call = model$call), class = "infl")
}
# the rules of thumb that flag a case, a logical matrix shaped as infmat (n: cases with h > 0)
.is.influential <- function(infmat, n) {
    k <- ncol(infmat) - 4L
    if (n <= k) stop("too few cases i with h_ii > 0), n < k")
    absmat <- abs(infmat)
    r <- cbind(absmat[, 1L:k] > 1,
               absmat[, k + 1] > 3 * sqrt(k / (n - k)),
               abs(1 - infmat[, k + 2]) > (3 * k) / (n - k),
               pf(infmat[, k + 3], k, n - k) > 0.5,
               infmat[, k + 4] > (3 * k) / n)
    attributes(r) <- attributes(infmat)
    r
}
print.infl <- function(x, digits = max(3L, getOption("digits") - 4L), ...) {
    cat("Influence measures of\n\t", deparse(x$call), ":\n\n")
    is.star <- apply(x$is.inf, 1L, any, na.rm = TRUE)
    print(data.frame(x$infmat, inf = ifelse(is.star, "*", " ")), digits = digits, ...)
    invisible(x)
}
summary.infl <- function(object, digits = max(2L, getOption("digits") - 5L), ...) {
    is.inf <- object$is.inf
    is.inf[is.na(is.inf)] <- FALSE
    is.star <- apply(is.inf, 1L, any)
    cat("Potentially influential observations of\n\t", deparse(object$call), ":\n")
    if (any(is.star)) {
        is.inf <- is.inf[is.star, ]
        imat <- object$infmat[is.star, , drop = FALSE]
        rownam <- dimnames(object$infmat)[[1L]]
        if (is.null(rownam)) rownam <- format(seq(is.star))
        dimnames(imat)[[1L]] <- rownam[is.star]
        chmat <- format(round(imat, digits = digits))
        cat("\n")
        print(array(paste0(chmat, c("", "_*")[1L + is.inf]), dimnames = dimnames(imat), dim = dim(imat)),
              quote = FALSE)
        invisible(imat)
    } else {
        cat("NONE\n")
        numeric()
    }
}
