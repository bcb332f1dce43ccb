# stats/glm-methods.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# The methods of fitted glm objects, written in R after R's own code: print, summary.glm
# and its print (z or t tests by whether the dispersion is estimated), residuals of every type but partial,
# predictions on the link and response scales, and logLik (AIC and BIC are in stats/model-compare.R).

print.glm <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    cat("\nCall:  ", paste(deparse(x$call), sep = "\n", collapse = "\n"), "\n\n", sep = "")
    if (length(coef(x))) {
        cat("Coefficients")
        if (is.character(co <- x$contrasts))
            cat("  [contrasts: ", apply(cbind(names(co), co), 1L, paste, collapse = "="), "]")
        cat(":\n")
        .print.gapped(format(x$coefficients, digits = digits), 2L)
    } else cat("No coefficients\n\n")
    cat("\nDegrees of Freedom:", x$df.null, "Total (i.e. Null); ", x$df.residual, "Residual\n")
    if (nzchar(mess <- naprint(x$na.action))) cat("  (", mess, ")\n", sep = "")
    cat("Null Deviance:\t   ", format(signif(x$null.deviance, digits)),
        "\nResidual Deviance:", format(signif(x$deviance, digits)), "\tAIC:", format(signif(x$aic, digits)))
    cat("\n")
    invisible(x)
}
summary.glm <- function(object, dispersion = NULL, correlation = FALSE, symbolic.cor = FALSE, ...) {
    est.disp <- FALSE
    df.r <- object$df.residual
    if (is.null(dispersion)) {
        dispersion <- if (object$family$family %in% c("poisson", "binomial")) 1
            else if (df.r > 0) {
                est.disp <- TRUE
                if (any(object$weights == 0)) warning("observations with zero weight not used for calculating dispersion")
                sum((object$weights * object$residuals^2)[object$weights > 0]) / df.r
            } else {
                est.disp <- TRUE
                NaN
            }
    }
    aliased <- is.na(coef(object))
    p <- object$rank
    p1 <- 1L:p
    Qr <- object$qr
    coef.p <- object$coefficients[Qr$pivot[p1]]
    covmat.unscaled <- chol2inv(Qr$qr[p1, p1, drop = FALSE])
    dimnames(covmat.unscaled) <- list(names(coef.p), names(coef.p))
    covmat <- dispersion * covmat.unscaled
    var.cf <- diag(covmat)
    s.err <- sqrt(var.cf)
    tvalue <- coef.p / s.err
    dn <- c("Estimate", "Std. Error")
    if (!est.disp) {
        pvalue <- 2 * pnorm(-abs(tvalue))
        coef.table <- cbind(coef.p, s.err, tvalue, pvalue)
        dimnames(coef.table) <- list(names(coef.p), c(dn, "z value", "Pr(>|z|)"))
    } else if (df.r > 0) {
        pvalue <- 2 * pt(-abs(tvalue), df.r)
        coef.table <- cbind(coef.p, s.err, tvalue, pvalue)
        dimnames(coef.table) <- list(names(coef.p), c(dn, "t value", "Pr(>|t|)"))
    } else {
        coef.table <- cbind(coef.p, NaN, NaN, NaN)
        dimnames(coef.table) <- list(names(coef.p), c(dn, "t value", "Pr(>|t|)"))
    }
    df.f <- NCOL(Qr$qr)
    keep <- match(c("call", "terms", "family", "deviance", "aic", "contrasts", "df.residual", "null.deviance",
                    "df.null", "iter", "na.action"), names(object), 0L)
    ans <- c(object[keep], list(deviance.resid = residuals(object, type = "deviance"), coefficients = coef.table,
                                aliased = aliased, dispersion = dispersion, df = c(object$rank, df.r, df.f),
                                cov.unscaled = covmat.unscaled, cov.scaled = covmat))
    if (correlation && p > 0) {
        dd <- sqrt(diag(covmat.unscaled))
        ans$correlation <- covmat.unscaled / outer(dd, dd)
        ans$symbolic.cor <- symbolic.cor
    }
    class(ans) <- "summary.glm"
    ans
}
print.summary.glm <- function(x, digits = max(3L, getOption("digits") - 3L), symbolic.cor = x$symbolic.cor,
                              signif.stars = getOption("show.signif.stars"), ...) {
    cat("\nCall:\n", paste(deparse(x$call), sep = "\n", collapse = "\n"), "\n\n", sep = "")
    cat("Deviance Residuals: \n")
    if (x$df.residual > 5) {
        x$deviance.resid <- quantile(x$deviance.resid, na.rm = TRUE)
        names(x$deviance.resid) <- c("Min", "1Q", "Median", "3Q", "Max")
    }
    xx <- zapsmall(x$deviance.resid, digits + 1L)
    .print.gapped(format(xx, digits = digits), 2L)
    if (length(x$aliased) == 0L) {
        cat("\nNo Coefficients\n")
    } else {
        df <- if ("df" %in% names(x)) x[["df"]] else NULL
        if (!is.null(df) && (nsingular <- df[3L] - df[1L]))
            cat("\nCoefficients: (", nsingular, " not defined because of singularities)\n", sep = "")
        else cat("\nCoefficients:\n")
        coefs <- x$coefficients
        if (!is.null(aliased <- x$aliased) && any(aliased)) {
            cn <- names(aliased)
            coefs <- matrix(NA, length(aliased), 4L, dimnames = list(cn, colnames(coefs)))
            coefs[!aliased, ] <- x$coefficients
        }
        printCoefmat(coefs, digits = digits, signif.stars = signif.stars, na.print = "NA", ...)
    }
    cat("\n(Dispersion parameter for ", x$family$family, " family taken to be ", format(x$dispersion), ")\n\n",
        apply(cbind(paste(format(c("Null", "Residual"), justify = "right"), "deviance:"),
                    format(unlist(x[c("null.deviance", "deviance")]), digits = max(5L, digits + 1L)), " on",
                    format(unlist(x[c("df.null", "df.residual")])), " degrees of freedom\n"),
              1L, paste, collapse = " "), sep = "")
    if (nzchar(mess <- naprint(x$na.action))) cat("  (", mess, ")\n", sep = "")
    cat("AIC: ", format(x$aic, digits = max(4L, digits + 1L)), "\n\n", "Number of Fisher Scoring iterations: ",
        x$iter, "\n", sep = "")
    correl <- x$correlation
    if (!is.null(correl)) {
        p <- NCOL(correl)
        if (p > 1) {
            cat("\nCorrelation of Coefficients:\n")
            correl <- format(round(correl, 2L), nsmall = 2L, digits = digits)
            correl[!lower.tri(correl)] <- ""
            print(correl[-1, -p, drop = FALSE], quote = FALSE)
        }
    }
    cat("\n")
    invisible(x)
}
residuals.glm <- function(object, type = c("deviance", "pearson", "working", "response", "partial"), ...) {
    type <- match.arg(type)
    y <- object$y
    r <- object$residuals
    mu <- object$fitted.values
    wts <- object$prior.weights
    if (type != "working" && is.null(y)) {
        y <- mu + r * object$family$mu.eta(object$linear.predictors)
    }
    res <- switch(type,
        deviance = if (object$df.residual > 0) {
            d.res <- sqrt(pmax((object$family$dev.resids)(y, mu, wts), 0))
            ifelse(y > mu, d.res, -d.res)
        } else rep.int(0, length(mu)),
        pearson = (y - mu) * sqrt(wts) / sqrt((object$family$variance)(mu)),
        working = r,
        response = y - mu,
        partial = r)
    if (!is.null(object$na.action)) res <- naresid(object$na.action, res)
    if (type == "partial") res <- res + predict(object, type = "terms")
    res
}
predict.glm <- function(object, newdata = NULL, type = c("link", "response", "terms"), se.fit = FALSE,
                        dispersion = NULL, terms = NULL, na.action = na.pass, ...) {
    type <- match.arg(type)
    na.act <- object$na.action
    if (type == "terms") {
        # each term's part of the linear predictor, from predict.lm as R's; the dispersion's
        # square root is the scale of the standard errors
        noNew <- missing(newdata) || is.null(newdata)
        if (se.fit && (is.null(dispersion) || dispersion == 0))
            dispersion <- summary(object, dispersion = dispersion)$dispersion
        residual.scale <- if (se.fit) as.vector(sqrt(dispersion)) else 1
        object$na.action <- NULL
        pred <- predict.lm(object, if (!noNew) newdata, se.fit = se.fit, scale = residual.scale,
                           type = "terms", terms = terms, na.action = na.action)
        if (!se.fit) return(if (noNew && !is.null(na.act)) napredict(na.act, pred) else pred)
        fit <- pred$fit
        se.fit <- pred$se.fit
        if (noNew && !is.null(na.act)) {
            fit <- napredict(na.act, fit)
            se.fit <- napredict(na.act, se.fit)
        }
        return(list(fit = fit, se.fit = se.fit, residual.scale = residual.scale))
    }
    object$na.action <- NULL
    if (!se.fit) {
        if (missing(newdata) || is.null(newdata)) {
            pred <- switch(type, link = object$linear.predictors, response = object$fitted.values)
            if (!is.null(na.act)) pred <- napredict(na.act, pred)
        } else {
            pred <- predict.lm(object, newdata, scale = 1, na.action = na.action)
            if (type == "response") pred <- object$family$linkinv(pred)
        }
        return(pred)
    }
    # standard errors on the link scale from predict.lm with the dispersion as scale, as R's;
    # on the response scale by the delta method
    if (is.null(dispersion) || dispersion == 0) dispersion <- summary(object, dispersion = dispersion)$dispersion
    residual.scale <- as.vector(sqrt(dispersion))
    pred <- if (missing(newdata) || is.null(newdata)) predict.lm(object, se.fit = TRUE, scale = residual.scale)
            else predict.lm(object, newdata, se.fit = TRUE, scale = residual.scale, na.action = na.action)
    fit <- pred$fit
    se.fit <- pred$se.fit
    if (type == "response") {
        se.fit <- se.fit * abs(object$family$mu.eta(fit))
        fit <- object$family$linkinv(fit)
    }
    if ((missing(newdata) || is.null(newdata)) && !is.null(na.act)) {
        fit <- napredict(na.act, fit)
        se.fit <- napredict(na.act, se.fit)
    }
    list(fit = fit, se.fit = se.fit, residual.scale = residual.scale)
}
deviance.glm <- function(object, ...) object$deviance
weights <- function(object, ...) UseMethod("weights")
weights.default <- function(object, ...) naresid(object$na.action, object$weights)
weights.glm <- function(object, type = c("prior", "working"), ...) {
    type <- match.arg(type)
    res <- if (type == "prior") object$prior.weights else object$weights
    if (is.null(object$na.action)) res else naresid(object$na.action, res)
}
vcov.glm <- function(object, complete = TRUE, ...) summary.glm(object, ...)$cov.scaled
logLik <- function(object, ...) UseMethod("logLik")
# a logLik object is its own log-likelihood (AIC(logLik(fit)) and BIC of one)
logLik.logLik <- function(object, ...) object
logLik.glm <- function(object, ...) {
    fam <- object$family$family
    p <- object$rank
    if (fam %in% c("gaussian", "Gamma", "inverse.gaussian")) p <- p + 1
    val <- p - object$aic / 2
    attr(val, "nobs") <- sum(!is.na(object$residuals))
    attr(val, "df") <- p
    class(val) <- "logLik"
    val
}
print.logLik <- function(x, digits = getOption("digits"), ...) {
    cat("'log Lik.' ", paste(format(c(x), digits = digits), collapse = ", "), " (df=", format(attr(x, "df")), ")\n", sep = "")
    invisible(x)
}
