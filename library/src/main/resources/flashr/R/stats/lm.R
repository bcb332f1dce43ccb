# stats/lm.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# lm and its everyday methods, written in R after R's own code: the fit is R's
# lm.fit on the LINPACK QR of qr() (tolerance 1e-7, limited pivoting), so aliased
# columns get NA coefficients and every digit follows R's. Residuals are Q applied to the effects
# past the rank, fitted values the response less them, as R's Cdqrls computes them.

lm <- function(formula, data, subset, weights, na.action, method = "qr", model = TRUE,
               x = FALSE, y = FALSE, qr = TRUE, singular.ok = TRUE, contrasts = NULL, offset, ...) {
    ret.x <- x
    ret.y <- y
    cl <- match.call()
    formula <- as.formula(formula, parent.frame())
    if (missing(data)) data <- NULL
    sub <- if (missing(subset)) NULL else eval(substitute(subset), if (is.null(data)) environment(formula) else data, parent.frame())
    mf <- .model.frame.fit(formula, data, sub, if (missing(na.action)) getOption("na.action", na.omit) else na.action,
                           list(weights = if (!missing(weights)) substitute(weights),
                                offset = if (!missing(offset)) substitute(offset)), parent.frame())
    if (method == "model.frame") return(mf)
    if (method != "qr") warning(gettextf("method = '%s' is not supported. Using 'qr'", method))
    mt <- attr(mf, "terms")
    y <- model.response(mf, "numeric")
    w <- as.vector(model.weights(mf))
    if (!is.null(w) && !is.numeric(w)) stop("'weights' must be a numeric vector")
    offset <- model.offset(mf)
    mlm <- is.matrix(y)
    ny <- if (mlm) nrow(y) else length(y)
    if (!is.null(offset)) {
        if (!mlm) offset <- as.vector(offset)
        if (NROW(offset) != ny)
            stop(gettextf("number of offsets is %d, should equal %d (number of observations)", NROW(offset), ny), domain = NA)
    }
    if (length(attr(mt, "term.labels")) == 0L && attr(mt, "intercept") == 0L) {
        x <- NULL
        z <- list(coefficients = if (mlm) matrix(NA_real_, 0, ncol(y)) else numeric(), residuals = y,
                  fitted.values = 0 * y, weights = w, rank = 0L, df.residual = if (!is.null(w)) sum(w != 0) else ny)
        if (!is.null(offset)) {
            z$fitted.values <- offset
            z$residuals <- y - offset
        }
    } else {
        x <- model.matrix(mt, mf, contrasts.arg = contrasts)
        z <- if (is.null(w)) lm.fit(x, y, offset = offset, singular.ok = singular.ok, ...)
             else lm.wfit(x, y, w, offset = offset, singular.ok = singular.ok, ...)
    }
    class(z) <- c(if (mlm) "mlm", "lm")
    z$na.action <- attr(mf, "na.action")
    z$offset <- offset
    z$contrasts <- attr(x, "contrasts")
    z$xlevels <- .getXlevels(mt, mf)
    z$call <- cl
    z$terms <- mt
    if (model) z$model <- mf
    if (ret.x) z$x <- x
    if (ret.y) z$y <- y
    if (!qr) z$qr <- NULL
    z
}
# lm's and glm's model frame: the extra variables (weights, offset: expressions of the caller's frame
# env, NULL when not given) go into it as its "(weights)", "(offset)" columns, so that subset and
# na.action treat them with the variables, as R's does
.model.frame.fit <- function(formula, data, subset, na.action, extras, env) {
    extras <- extras[!vapply(extras, is.null, NA)]
    if (!length(extras))
        return(model.frame(formula, data = data, subset = subset, na.action = na.action, drop.unused.levels = TRUE))
    eval(as.call(c(list(as.name("model.frame"), formula, data = data, subset = subset, na.action = na.action,
                        drop.unused.levels = TRUE), extras)), env)
}
lm.fit <- function(x, y, offset = NULL, method = "qr", tol = 1e-07, singular.ok = TRUE, ...) {
    if (is.null(n <- nrow(x))) stop("'x' must be a matrix")
    if (n == 0L) stop("0 (non-NA) cases")
    p <- ncol(x)
    if (p == 0L) return(list(coefficients = numeric(), residuals = y, fitted.values = 0 * y,
                             rank = 0, df.residual = length(y)))
    x <- as.matrix(x)
    if (is.matrix(y) && ncol(y) == 1L) y <- drop(y)
    # a matrix y (an mlm's responses) is fitted column by column on the one QR
    mlm <- is.matrix(y)
    if (mlm) ynames <- rownames(y <- y + 0)
    else {
        ynames <- names(y)
        y <- as.vector(y) + 0
    }
    if (!is.null(offset)) y <- y - offset
    if (NROW(y) != n) stop("incompatible dimensions")
    # one call for the QR, Q'y, the coefficients and the residuals, as R's Cdqrls, which also
    # refuses non-finite data ("NA/NaN/Inf in 'x'"); its errors are lm.fit's, as R reports them
    # (checking here first made a logical n x p matrix: 0.03-0.05 CPU s in a first lm of 2e5 rows).
    # z stays its list alone, so the effects' and residuals' names are set in place, not on copies
    z <- .lm.fit.caller(x, y, tol)
    rank <- z$rank
    if (!singular.ok && rank < p) stop("singular fit encountered")
    pivot <- z$pivot
    r1 <- seq_len(rank)
    coef <- z$coefficients
    dn <- colnames(x)
    if (is.null(dn)) dn <- paste0("x", 1L:p)
    if (mlm) {
        if (rank < p) coef[(rank + 1L):p, ] <- NA
        if (z$pivoted) coef[pivot, ] <- coef
        dimnames(coef) <- list(dn, colnames(y))
        dimnames(z$effects) <- list(c(dn[pivot[r1]], rep.int("", n - rank)), colnames(y))
    } else {
        if (rank < p) coef[(rank + 1L):p] <- NA
        if (z$pivoted) coef[pivot] <- coef
        names(coef) <- dn
        names(z$effects) <- c(dn[pivot[r1]], rep.int("", n - rank))
        names(z$residuals) <- ynames
    }
    fitted <- y - z$residuals
    if (!is.null(offset)) fitted <- fitted + offset
    qr <- structure(list(qr = z$qr, qraux = z$qraux, pivot = pivot, tol = tol, rank = rank), class = "qr")
    list(coefficients = coef, residuals = z$residuals, effects = z$effects, rank = rank,
         fitted.values = fitted, assign = attr(x, "assign"), qr = qr, df.residual = n - rank)
}
# weighted least squares as R's lm.wfit: the QR of sqrt(w) * x, residuals scaled back by
# sqrt(w); cases of weight zero are left out of the fit and get x0 %*% coef as fitted values
lm.wfit <- function(x, y, w, offset = NULL, method = "qr", tol = 1e-07, singular.ok = TRUE, ...) {
    if (is.null(n <- nrow(x))) stop("'x' must be a matrix")
    if (n == 0L) stop("0 (non-NA) cases")
    if (is.matrix(y) && ncol(y) == 1L) y <- drop(y)
    ny <- NCOL(y)
    if (!is.null(offset)) y <- y - offset
    if (NROW(y) != n || length(w) != n) stop("incompatible dimensions")
    if (any(w < 0 | is.na(w))) stop("missing or negative weights not allowed")
    x.asgn <- attr(x, "assign")
    zero.weights <- any(w == 0)
    if (zero.weights) {
        save.r <- save.f <- y
        save.w <- w
        ok <- w != 0
        x0 <- x[!ok, , drop = FALSE]
        y0 <- if (ny > 1L) y[!ok, , drop = FALSE] else y[!ok]
        w <- w[ok]
        x <- x[ok, , drop = FALSE]
        y <- if (ny > 1L) y[ok, , drop = FALSE] else y[ok]
        n <- nrow(x)
    }
    p <- ncol(x)
    if (p == 0L) return(list(coefficients = numeric(), residuals = y, fitted.values = 0 * y,
                             weights = w, rank = 0L, df.residual = length(y)))
    wts <- sqrt(w)
    z <- lm.fit(x * wts, y * wts, tol = tol, singular.ok = singular.ok)
    z$residuals <- z$residuals / wts
    z$fitted.values <- y - z$residuals
    z$weights <- w
    if (zero.weights) {
        coef <- z$coefficients
        coef[is.na(coef)] <- 0
        f0 <- x0 %*% coef
        if (ny > 1L) {
            save.r[ok, ] <- z$residuals
            save.r[!ok, ] <- y0 - f0
            save.f[ok, ] <- z$fitted.values
            save.f[!ok, ] <- f0
        } else {
            f0 <- drop(f0)
            save.r[ok] <- z$residuals
            save.r[!ok] <- y0 - f0
            save.f[ok] <- z$fitted.values
            save.f[!ok] <- f0
        }
        z$residuals <- save.r
        z$fitted.values <- save.f
        z$weights <- save.w
    }
    if (!is.null(offset)) z$fitted.values <- z$fitted.values + offset
    c(z[c("coefficients", "residuals", "fitted.values", "effects", "weights", "rank")],
      list(assign = x.asgn, qr = z$qr, df.residual = n - z$rank))
}
print.lm <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    cat("\nCall:\n", paste(deparse(x$call), sep = "\n", collapse = "\n"), "\n\n", sep = "")
    if (length(coef(x))) {
        cat("Coefficients:\n")
        cf <- format(coef(x), digits = digits)
        # an mlm's coefficient matrix prints as a matrix
        if (is.matrix(cf)) print.default(cf, print.gap = 2L, quote = FALSE)
        else .print.gapped(cf, 2L)
    } else cat("No coefficients\n")
    cat("\n")
    invisible(x)
}
.print.gapped <- function(x, gap) {
    nm <- names(x)
    # unnamed coefficients (a tukeyline's) print as a vector, as R's print.default with print.gap
    if (is.null(nm)) return(invisible(print(x, print.gap = gap, quote = FALSE)))
    w <- max(nchar(nm), nchar(x))
    per <- max(1L, getOption("width") %/% (w + gap))
    pad <- strrep(" ", gap)
    for (start in seq(1L, length(x), by = per)) {
        i <- start:min(length(x), start + per - 1L)
        cat(paste0(sprintf("%*s", w, nm[i]), pad, collapse = ""), "\n", sep = "")
        cat(paste0(sprintf("%*s", w, x[i]), pad, collapse = ""), "\n", sep = "")
    }
    invisible(x)
}
coef <- function(object, ...) UseMethod("coef")
coef.default <- function(object, complete = TRUE, ...) {
    cf <- object$coefficients
    if (complete) cf else cf[!is.na(cf)]
}
coefficients <- function(object, ...) coef(object, ...)
fitted <- function(object, ...) UseMethod("fitted")
fitted.default <- function(object, ...) {
    xx <- if ("fitted.values" %in% names(object)) object$fitted.values else object$fitted
    napredict(object$na.action, xx)
}
fitted.values <- function(object, ...) fitted(object, ...)
residuals <- function(object, ...) UseMethod("residuals")
residuals.default <- function(object, ...) naresid(object$na.action, object$residuals)
residuals.lm <- function(object, type = c("working", "response", "deviance", "pearson", "partial"), ...) {
    type <- match.arg(type)
    r <- object$residuals
    if (type %in% c("deviance", "pearson") && !is.null(object$weights)) r <- r * sqrt(object$weights)
    r <- naresid(object$na.action, r)
    # partial residuals: the residuals plus each term's contribution, one column per term
    if (type == "partial") r <- r + predict(object, type = "terms")
    r
}
resid <- function(object, ...) residuals(object, ...)
deviance <- function(object, ...) UseMethod("deviance")
deviance.lm <- function(object, ...) sum(weighted.residuals(object)^2, na.rm = TRUE)
df.residual <- function(object, ...) UseMethod("df.residual")
df.residual.default <- function(object, ...) object$df.residual
nobs <- function(object, ...) UseMethod("nobs")
nobs.default <- function(object, ...) {
    if (!is.null(w <- object$weights)) sum(w != 0) else NROW(object$residuals)
}
qr.lm <- function(x, ...) {
    if (is.null(r <- x$qr)) stop("lm object does not have a proper 'qr' component.\n Rank zero or should not have used lm(.., qr=FALSE).")
    r
}
vcov <- function(object, ...) UseMethod("vcov")
vcov.lm <- function(object, ...) {
    so <- summary.lm(object)
    so$sigma^2 * so$cov.unscaled
}
predict <- function(object, ...) UseMethod("predict")
predict.lm <- function(object, newdata, se.fit = FALSE, scale = NULL, df = Inf,
                       interval = c("none", "confidence", "prediction"), level = 0.95, type = "response",
                       terms = NULL, na.action = na.pass, pred.var = res.var / weights, weights = 1, ...) {
    interval <- match.arg(interval)
    noNew <- missing(newdata) || is.null(newdata)
    if (identical(type, "terms"))
        return(if (missing(pred.var)) .predict.lm.terms(object, newdata, noNew, se.fit, scale, df, interval, level, terms = terms)
               else .predict.lm.terms(object, newdata, noNew, se.fit, scale, df, interval, level, pred.var, terms))
    if (noNew && !se.fit && interval == "none") return(fitted(object))
    tt <- terms(object)
    if (noNew) {
        X <- model.matrix(object)
        offset <- object$offset
    } else {
        Terms <- delete.response(tt)
        m <- model.frame(Terms, newdata, na.action = na.action, xlev = object$xlevels)
        if (!is.null(cl <- attr(Terms, "dataClasses"))) .checkMFClasses(cl, m)
        X <- model.matrix(Terms, m)
        # the offsets at the new data: the formula's offset() terms and the call's offset =, as R's
        offset <- rep(0, nrow(X))
        if (!is.null(off.num <- attr(tt, "offset")))
            for (i in off.num) offset <- offset + eval(attr(tt, "variables")[[i + 1L]], newdata)
        if (!is.null(object$call$offset)) offset <- offset + eval(object$call$offset, newdata)
    }
    p <- object$rank
    p1 <- seq_len(p)
    piv <- if (p) qr.lm(object)$pivot[p1]
    if (p < ncol(X) && !noNew)
        warning("prediction from a rank-deficient fit may be misleading")
    beta <- object$coefficients
    predictor <- drop(X[, piv, drop = FALSE] %*% beta[piv])
    if (!is.null(offset)) predictor <- predictor + offset
    if (!se.fit && interval == "none") return(if (noNew) napredict(object$na.action, predictor) else predictor)
    # a weighted fit's prediction variance, as R's: inversely proportional to its weights on its own
    # data, constant (with a warning) at new data unless weights or pred.var say otherwise
    if (interval == "prediction") {
        if (noNew) warning("predictions on current data refer to _future_ responses\n")
        if (noNew && missing(weights) && !is.null(w <- object$weights)) {
            weights <- w
            warning("assuming prediction variance inversely proportional to weights used for fitting\n")
        }
        if (!noNew && missing(weights) && !is.null(object$weights) && missing(pred.var))
            warning("Assuming constant prediction variance even though model fit is weighted\n")
    }
    # the variance of each prediction from the fit's R factor (as R's predict.lm)
    # the residual variance of the fit, or scale^2 given (a glm's dispersion, with df = Inf)
    w <- object$weights
    res.var <- if (is.null(scale)) {
        df <- object$df.residual
        sum(if (is.null(w)) object$residuals^2 else object$residuals^2 * w) / df
    } else scale^2
    ip <- if (p > 0) {
        XRinv <- if (noNew && is.null(w)) qr.Q(qr.lm(object))[, p1, drop = FALSE]
                 else X[, piv] %*% qr.solve(qr.R(qr.lm(object))[p1, p1])
        drop(XRinv^2 %*% rep(res.var, p))
    } else rep(0, length(predictor))
    if (interval != "none") {
        tfrac <- qt((1 - level) / 2, df)
        hwid <- tfrac * switch(interval, confidence = sqrt(ip), prediction = sqrt(ip + pred.var))
        predictor <- cbind(predictor, predictor + hwid %o% c(1, -1))
        colnames(predictor) <- c("fit", "lwr", "upr")
    }
    se <- sqrt(ip)
    if (noNew && !is.null(na.act <- object$na.action)) {
        predictor <- napredict(na.act, predictor)
        se <- napredict(na.act, se)
    }
    if (se.fit) list(fit = predictor, se.fit = se, df = df, residual.scale = sqrt(res.var))
    else predictor
}
