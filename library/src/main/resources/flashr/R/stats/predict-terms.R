# stats/predict-terms.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# predict(type = "terms") for lm and glm fits, written in R after R's predict.lm: each term's
# contribution to the linear predictor with the columns of the model matrix centred at their
# means over the fitted data (the centring goes to the "constant" attribute when there is an
# intercept), with standard errors from the fit's R factor and optional intervals.

.predict.lm.terms <- function(object, newdata, noNew, se.fit, scale, df, interval, level, pred.var, terms) {
    tt <- terms(object)
    mm <- X <- model.matrix(object)
    if (!noNew) {
        Terms <- delete.response(tt)
        m <- model.frame(Terms, newdata, na.action = na.pass, xlev = object$xlevels)
        X <- model.matrix(Terms, m, contrasts.arg = object$contrasts)
    }
    n <- NROW(X)
    p <- object$rank
    p1 <- seq_len(p)
    piv <- if (p) qr.lm(object)$pivot[p1]
    if (p < ncol(X) && !noNew) warning("prediction from a rank-deficient fit may be misleading")
    beta <- object$coefficients
    w <- object$weights
    res.var <- if (is.null(scale)) {
        df <- object$df.residual
        sum(if (is.null(w)) object$residuals^2 else object$residuals^2 * w) / df
    } else scale^2
    if (missing(pred.var)) pred.var <- res.var
    aa <- attr(mm, "assign")
    ll <- attr(tt, "term.labels")
    hasintercept <- attr(tt, "intercept") > 0L
    if (hasintercept) ll <- c("(Intercept)", ll)
    asgn <- split(order(aa), factor(aa, labels = ll))
    if (hasintercept) {
        asgn$"(Intercept)" <- NULL
        avx <- colMeans(mm)
        termsconst <- sum(avx[piv] * beta[piv])
    }
    nterms <- length(asgn)
    want.se <- se.fit || interval != "none"
    if (nterms > 0) {
        predictor <- matrix(ncol = nterms, nrow = n, dimnames = list(rownames(X), names(asgn)))
        if (want.se) {
            ip <- predictor
            Rinv <- qr.solve(qr.R(qr.lm(object))[p1, p1])
        }
        if (hasintercept) X <- sweep(X, 2L, avx, check.margin = FALSE)
        # coefficients aliased away (outside the pivot's first rank columns) contribute nothing
        unpiv <- rep.int(0L, NCOL(X))
        unpiv[piv] <- p1
        for (i in seq_len(nterms)) {
            iipiv <- asgn[[i]]
            ii <- unpiv[iipiv]
            iipiv[ii == 0L] <- 0L
            predictor[, i] <- if (any(iipiv > 0L)) X[, iipiv, drop = FALSE] %*% beta[iipiv] else 0
            if (want.se)
                ip[, i] <- if (any(iipiv > 0L))
                    as.matrix(X[, iipiv, drop = FALSE] %*% Rinv[ii, , drop = FALSE])^2 %*% rep.int(res.var, p)
                else 0
        }
        if (!is.null(terms)) {
            predictor <- predictor[, terms, drop = FALSE]
            if (se.fit) ip <- ip[, terms, drop = FALSE]
        }
    } else {
        predictor <- ip <- matrix(0, n, 0L)
    }
    attr(predictor, "constant") <- if (hasintercept) termsconst else 0
    na.act <- if (noNew) object$na.action
    if (interval != "none") {
        hwid <- qt((1 - level) / 2, df) * switch(interval, confidence = sqrt(ip), prediction = sqrt(ip + pred.var))
        lwr <- predictor + hwid
        upr <- predictor - hwid
    }
    if (want.se) {
        se <- sqrt(ip)
        if (!is.null(terms) && !se.fit) se <- se[, terms, drop = FALSE]
    }
    if (!is.null(na.act)) {
        predictor <- napredict(na.act, predictor)
        if (se.fit) se <- napredict(na.act, se)
    }
    if (interval != "none") {
        if (!is.null(na.act)) {
            lwr <- napredict(na.act, lwr)
            upr <- napredict(na.act, upr)
        }
        list(fit = predictor, se.fit = se, lwr = lwr, upr = upr, df = df, residual.scale = sqrt(res.var))
    } else if (se.fit) list(fit = predictor, se.fit = se, df = df, residual.scale = sqrt(res.var))
    else predictor
}
