# stats/model-select.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Term-by-term model selection for linear models, written in R after R's
# definitions: drop1 and add1 refit with each term of a scope removed or added
# (respecting marginality through the terms' "factors" matrix) and tabulate RSS and AIC, with
# optional F or chi-squared tests; step repeats the best move while the AIC falls,
# printing R's trace. Fits of a glm have their own methods in model-select-glm.R.

extractAIC <- function(fit, scale, k = 2, ...) UseMethod("extractAIC")
extractAIC.lm <- function(fit, scale = 0, k = 2, ...) {
    n <- length(fit$residuals)
    edf <- n - fit$df.residual
    RSS <- deviance.lm(fit)
    dev <- if (scale > 0) RSS / scale - n else n * log(RSS / n)
    c(edf, dev + k * edf)
}
extractAIC.glm <- function(fit, scale = 0, k = 2, ...) {
    n <- length(fit$residuals)
    edf <- n - fit$df.residual
    c(edf, fit$aic + (k - 2) * edf)
}
.safe.pchisq <- function(q, df, ...) {
    df[df <= 0] <- NA
    pchisq(q = q, df = df, ...)
}
.safe.pf <- function(q, df1, ...) {
    df1[df1 <= 0] <- NA
    pf(q = q, df1 = df1, ...)
}
.check.exact <- function(object) {
    w <- object$weights
    mss <- sum(if (is.null(w)) object$fitted.values^2 else w * object$fitted.values^2)
    rss <- sum(if (is.null(w)) object$residuals^2 else w * object$residuals^2)
    if (rss < 1e-10 * mss)
        warning("attempting model selection on an essentially perfect fit is nonsense", call. = FALSE)
}
.sorted.term <- function(labels) sapply(strsplit(labels, ":", fixed = TRUE), function(x) paste(sort(x), collapse = ":"))
factor.scope <- function(factor, scope) {
    drop <- scope$drop
    add <- scope$add
    if (length(factor) && !is.null(drop)) {
        nmdrop <- colnames(drop)
        facs <- factor
        if (length(drop)) {
            nmfac <- colnames(factor)
            where <- match(.sorted.term(nmdrop), .sorted.term(nmfac), 0L)
            if (any(!where))
                stop(sprintf(ngettext(sum(where == 0), "lower scope has term %s not included in model",
                                      "lower scope has terms %s not included in model"),
                             paste(sQuote(nmdrop[where == 0]), collapse = ", ")), domain = NA)
            facs <- factor[, -where, drop = FALSE]
            nmdrop <- nmfac[-where]
        } else nmdrop <- colnames(factor)
        # a term may go only when no other remaining term contains all its variables
        if (ncol(facs) > 1) {
            keep <- rep.int(TRUE, ncol(facs))
            f <- crossprod(facs > 0)
            for (i in seq(keep)) keep[i] <- max(f[i, -i]) != f[i, i]
            nmdrop <- nmdrop[keep]
        }
    } else nmdrop <- character()
    if (!length(add)) {
        nmadd <- character()
    } else {
        nmfac <- colnames(factor)
        nmadd <- colnames(add)
        if (!is.null(nmfac)) {
            where <- match(.sorted.term(nmfac), .sorted.term(nmadd), 0L)
            if (any(!where))
                stop(sprintf(ngettext(sum(where == 0), "upper scope has term %s not included in model",
                                      "upper scope has terms %s not included in model"),
                             paste(sQuote(nmdrop[where == 0]), collapse = ", ")), domain = NA)
            nmadd <- nmadd[-where]
            add <- add[, -where, drop = FALSE]
        }
        # a term may come only when every candidate it contains is already in
        if (ncol(add) > 1) {
            keep <- rep.int(TRUE, ncol(add))
            f <- crossprod(add > 0)
            for (i in seq(keep)) keep[-i] <- keep[-i] & (f[i, -i] < f[i, i])
            nmadd <- nmadd[keep]
        }
    }
    list(drop = nmdrop, add = nmadd)
}
drop.scope <- function(terms1, terms2) {
    terms1 <- terms(terms1)
    f2 <- if (missing(terms2)) numeric() else attr(terms(terms2), "factors")
    factor.scope(attr(terms1, "factors"), list(drop = f2))$drop
}
add.scope <- function(terms1, terms2) {
    terms1 <- terms(terms1)
    terms2 <- terms(terms2)
    factor.scope(attr(terms1, "factors"), list(add = attr(terms2, "factors")))$add
}
.select.heading <- function(what, object, scale)
    c(what, "\nModel:", deparse(formula(object)), if (scale > 0) paste("\nscale: ", format(scale), "\n"))
drop1 <- function(object, scope, ...) UseMethod("drop1")
add1 <- function(object, scope, ...) UseMethod("add1")
drop1.lm <- function(object, scope, scale = 0, all.cols = TRUE, test = c("none", "Chisq", "F"), k = 2, ...) {
    .check.exact(object)
    x <- model.matrix(object)
    offset <- model.offset(model.frame(object))
    iswt <- !is.null(wt <- object$weights)
    n <- nrow(x)
    asgn <- attr(x, "assign")
    tl <- attr(object$terms, "term.labels")
    if (missing(scope)) {
        scope <- drop.scope(object)
    } else {
        if (!is.character(scope)) scope <- attr(terms(update.formula(object, scope)), "term.labels")
        if (!all(match(scope, tl, 0L) > 0L)) stop("scope is not a subset of term labels")
    }
    ndrop <- match(scope, tl)
    ns <- length(scope)
    chisq <- deviance.lm(object)
    dfs <- numeric(ns)
    RSS <- numeric(ns)
    y <- object$residuals + object$fitted.values
    na.coef <- seq_along(object$coefficients)[!is.na(object$coefficients)]
    for (i in seq_len(ns)) {
        ii <- seq_along(asgn)[asgn == ndrop[i]]
        jj <- setdiff(if (all.cols) seq(ncol(x)) else na.coef, ii)
        z <- if (iswt) lm.wfit(x[, jj, drop = FALSE], y, wt, offset = offset)
             else lm.fit(x[, jj, drop = FALSE], y, offset = offset)
        dfs[i] <- z$rank
        oldClass(z) <- "lm"
        RSS[i] <- deviance(z)
    }
    scope <- c("<none>", scope)
    dfs <- c(object$rank, dfs)
    RSS <- c(chisq, RSS)
    aic <- if (scale > 0) RSS / scale - n + k * dfs else n * log(RSS / n) + k * dfs
    dfs <- dfs[1L] - dfs
    dfs[1L] <- NA
    aod <- data.frame(Df = dfs, "Sum of Sq" = c(NA, RSS[-1L] - RSS[1L]), RSS = RSS, AIC = aic,
                      row.names = scope, check.names = FALSE)
    if (scale > 0) names(aod) <- c("Df", "Sum of Sq", "RSS", "Cp")
    test <- match.arg(test)
    if (test == "Chisq") {
        dev <- aod$"Sum of Sq"
        if (scale == 0) {
            dev <- n * log(RSS / n)
            dev <- dev - dev[1L]
            dev[1L] <- NA
        } else dev <- dev / scale
        df <- aod$Df
        nas <- !is.na(df)
        dev[nas] <- .safe.pchisq(dev[nas], df[nas], lower.tail = FALSE)
        aod[, "Pr(>Chi)"] <- dev
    } else if (test == "F") {
        dev <- aod$"Sum of Sq"
        dfs <- aod$Df
        rdf <- object$df.residual
        rms <- aod$RSS[1L] / rdf
        Fs <- (dev / dfs) / rms
        Fs[dfs < 1e-04] <- NA
        P <- Fs
        nas <- !is.na(Fs)
        P[nas] <- .safe.pf(Fs[nas], dfs[nas], rdf, lower.tail = FALSE)
        aod[, c("F value", "Pr(>F)")] <- list(Fs, P)
    }
    class(aod) <- c("anova", "data.frame")
    attr(aod, "heading") <- .select.heading("Single term deletions", object, scale)
    aod
}
add1.lm <- function(object, scope, scale = 0, test = c("none", "Chisq", "F"), x = NULL, k = 2, ...) {
    .check.exact(object)
    if (missing(scope) || is.null(scope)) stop("no terms in scope")
    if (!is.character(scope)) scope <- add.scope(object, update.formula(object, scope))
    if (!length(scope)) stop("no terms in scope for adding to object")
    oTerms <- attr(object$terms, "term.labels")
    int <- attr(object$terms, "intercept")
    y <- object$residuals + object$fitted.values
    ns <- length(scope)
    dfs <- numeric(ns + 1L)
    names(dfs) <- c("<none>", scope)
    RSS <- dfs
    new.form <- update.formula(object, paste("~ . +", paste(scope, collapse = "+")))
    Terms <- terms(new.form)
    if (is.null(x)) {
        # the model frame of the largest model, from the data of the original call
        data <- eval(object$call$data, environment(object$terms))
        m <- model.frame(Terms, data = data, xlev = object$xlevels)
        x <- model.matrix(Terms, m, contrasts.arg = object$contrasts)
        # the weights and offsets of the call, at the same data (R's model frame of the call has them)
        offset <- model.offset(m)
        if (!is.null(object$call$offset))
            offset <- (if (is.null(offset)) 0 else offset) + eval(object$call$offset, data, environment(object$terms))
        wt <- if (!is.null(object$call$weights)) eval(object$call$weights, data, environment(object$terms))
        oldn <- length(y)
        y <- model.response(m, "numeric")
        newn <- length(y)
        if (newn < oldn)
            warning(sprintf(ngettext(newn, "using the %d/%d row from a combined fit",
                                     "using the %d/%d rows from a combined fit"), newn, oldn), domain = NA)
    } else {
        wt <- object$weights
        offset <- object$offset
    }
    iswt <- !is.null(wt)
    fit <- function(X) if (iswt) lm.wfit(X, y, wt, offset = offset) else lm.fit(X, y, offset = offset)
    n <- nrow(x)
    Terms <- attr(Terms, "term.labels")
    asgn <- attr(x, "assign")
    ousex <- match(asgn, match(oTerms, Terms), 0L) > 0L
    if (int) ousex[1L] <- TRUE
    z <- fit(x[, ousex, drop = FALSE])
    dfs[1L] <- z$rank
    class(z) <- "lm"
    RSS[1L] <- deviance(z)
    sTerms <- .sorted.term(Terms)
    for (tt in scope) {
        usex <- match(asgn, match(.sorted.term(tt), sTerms), 0L) > 0L
        z <- fit(x[, usex | ousex, drop = FALSE])
        class(z) <- "lm"
        dfs[tt] <- z$rank
        RSS[tt] <- deviance(z)
    }
    aic <- if (scale > 0) RSS / scale - n + k * dfs else n * log(RSS / n) + k * dfs
    dfs <- dfs - dfs[1L]
    dfs[1L] <- NA
    aod <- data.frame(Df = dfs, "Sum of Sq" = c(NA, RSS[1L] - RSS[-1L]), RSS = RSS, AIC = aic,
                      row.names = names(dfs), check.names = FALSE)
    if (scale > 0) names(aod) <- c("Df", "Sum of Sq", "RSS", "Cp")
    test <- match.arg(test)
    if (test == "Chisq") {
        dev <- aod$"Sum of Sq"
        if (scale == 0) {
            dev <- n * log(RSS / n)
            dev <- dev[1L] - dev
            dev[1L] <- NA
        } else dev <- dev / scale
        df <- aod$Df
        nas <- !is.na(df)
        dev[nas] <- .safe.pchisq(dev[nas], df[nas], lower.tail = FALSE)
        aod[, "Pr(>Chi)"] <- dev
    } else if (test == "F") {
        rdf <- object$df.residual
        dev <- aod$"Sum of Sq"
        df <- aod$Df
        rms <- (aod$RSS[1L] - dev) / (rdf - df)
        Fs <- (dev / df) / rms
        Fs[df < .Machine$double.eps] <- NA
        P <- Fs
        nnas <- !is.na(Fs)
        P[nnas] <- .safe.pf(Fs[nnas], df[nnas], rdf - df[nnas], lower.tail = FALSE)
        aod[, c("F value", "Pr(>F)")] <- list(Fs, P)
    }
    class(aod) <- c("anova", "data.frame")
    attr(aod, "heading") <- .select.heading("Single term additions", object, scale)
    aod
}
