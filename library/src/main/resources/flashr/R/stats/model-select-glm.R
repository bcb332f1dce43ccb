# stats/model-select-glm.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# drop1 and add1 for glm fits, written in R after R's definitions: each term of the scope is
# removed or added and the model refitted by glm.fit with the fit's family, prior weights,
# offset and control; the table gives deviance and AIC (shifted so that <none> has the fit's
# AIC), with likelihood-ratio ("LRT"/"Chisq"), Rao score or F tests.

drop1.glm <- function(object, scope, scale = 0, test = c("none", "Rao", "LRT", "Chisq", "F"), k = 2, ...) {
    test <- match.arg(test)
    if (test == "Chisq") test <- "LRT"
    x <- model.matrix(object)
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
    rdf <- object$df.residual
    chisq <- object$deviance
    dfs <- numeric(ns)
    dev <- numeric(ns)
    score <- numeric(ns)
    y <- object$y
    if (is.null(y)) {
        y <- model.response(model.frame(object))
        if (!is.factor(y)) storage.mode(y) <- "double"
    }
    wt <- if (is.null(object$prior.weights)) rep.int(1, n) else object$prior.weights
    for (i in seq_len(ns)) {
        ii <- seq_along(asgn)[asgn == ndrop[i]]
        jj <- setdiff(seq(ncol(x)), ii)
        z <- glm.fit(x[, jj, drop = FALSE], y, wt, offset = object$offset,
                     family = object$family, control = object$control)
        dfs[i] <- z$rank
        dev[i] <- z$deviance
        if (test == "Rao") {
            # the score test: regress the working residuals of the smaller fit on the full matrix
            zz <- glm.fit(x, z$residuals, z$weights)
            score[i] <- zz$null.deviance - zz$deviance
        }
    }
    scope <- c("<none>", scope)
    dfs <- c(object$rank, dfs)
    dev <- c(chisq, dev)
    if (test == "Rao") score <- c(NA, score)
    dispersion <- if (is.null(scale) || scale == 0) summary(object, dispersion = NULL)$dispersion else scale
    fam <- object$family$family
    loglik <- if (fam == "gaussian") {
        if (scale > 0) dev / scale - n else n * log(dev / n)
    } else dev / dispersion
    aic <- loglik + k * dfs
    dfs <- dfs[1L] - dfs
    dfs[1L] <- NA
    aic <- aic + (extractAIC(object, k = k)[2L] - aic[1L])
    aod <- data.frame(Df = dfs, Deviance = dev, AIC = aic, row.names = scope, check.names = FALSE)
    if (all(is.na(aic))) aod <- aod[, -3]
    if (test == "LRT") {
        dev <- pmax(0, loglik - loglik[1L])
        dev[1L] <- NA
        nas <- !is.na(dev)
        LRT <- if (dispersion == 1) "LRT" else "scaled dev."
        aod[, LRT] <- dev
        dev[nas] <- .safe.pchisq(dev[nas], aod$Df[nas], lower.tail = FALSE)
        aod[, "Pr(>Chi)"] <- dev
    } else if (test == "Rao") {
        dev <- pmax(0, score)
        nas <- !is.na(dev)
        SC <- if (dispersion == 1) "Rao score" else "scaled Rao sc."
        dev <- dev / dispersion
        aod[, SC] <- dev
        dev[nas] <- .safe.pchisq(dev[nas], aod$Df[nas], lower.tail = FALSE)
        aod[, "Pr(>Chi)"] <- dev
    } else if (test == "F") {
        if (fam == "binomial" || fam == "poisson")
            warning(gettextf("F test assumes 'quasi%s' family", fam), domain = NA)
        dev <- aod$Deviance
        rms <- dev[1L] / rdf
        dev <- pmax(0, dev - dev[1L])
        dfs <- aod$Df
        Fs <- (dev / dfs) / rms
        Fs[dfs < 1e-04] <- NA
        P <- Fs
        nas <- !is.na(Fs)
        P[nas] <- .safe.pf(Fs[nas], dfs[nas], rdf, lower.tail = FALSE)
        aod[, c("F value", "Pr(>F)")] <- list(Fs, P)
    }
    class(aod) <- c("anova", "data.frame")
    attr(aod, "heading") <- c("Single term deletions", "\nModel:", deparse(formula(object)),
                              if (!is.null(scale) && scale > 0) paste("\nscale: ", format(scale), "\n"))
    aod
}
add1.glm <- function(object, scope, scale = 0, test = c("none", "Rao", "LRT", "Chisq", "F"), x = NULL, k = 2, ...) {
    test <- match.arg(test)
    if (test == "Chisq") test <- "LRT"
    if (!is.character(scope)) scope <- add.scope(object, update.formula(object, scope))
    if (!length(scope)) stop("no terms in scope for adding to object")
    oTerms <- attr(object$terms, "term.labels")
    int <- attr(object$terms, "intercept")
    ns <- length(scope)
    dfs <- numeric(ns + 1L)
    names(dfs) <- c("<none>", scope)
    dev <- score <- dfs
    new.form <- update.formula(object, paste("~ . +", paste(scope, collapse = "+")))
    Terms <- terms(new.form)
    y <- object$y
    if (is.null(x)) {
        # the model frame of the largest model from the fit's own call, so that its weights
        # and offset argument are evaluated at the same data as in R
        fc <- object$call
        fc$formula <- Terms
        fc[[1L]] <- quote(stats::model.frame)
        fc$xlev <- object$xlevels
        keep <- match(c("", "formula", "data", "subset", "weights", "na.action", "offset", "xlev"),
                      names(fc), 0L)
        fc <- fc[keep]
        fc$drop.unused.levels <- TRUE
        m <- eval(fc, environment(object$terms))
        offset <- model.offset(m)
        wt <- model.weights(m)
        x <- model.matrix(Terms, m, contrasts.arg = object$contrasts)
        oldn <- length(y)
        y <- model.response(m)
        if (!is.factor(y)) storage.mode(y) <- "double"
        if (NCOL(y) == 2) {
            n <- y[, 1] + y[, 2]
            y <- ifelse(n == 0, 0, y[, 1] / n)
            wt <- (if (is.null(wt)) rep.int(1, length(y)) else wt) * n
        }
        newn <- length(y)
        if (newn < oldn)
            warning(sprintf(ngettext(newn, "using the %d/%d row from a combined fit",
                                     "using the %d/%d rows from a combined fit"), newn, oldn), domain = NA)
    } else {
        wt <- object$prior.weights
        offset <- object$offset
    }
    n <- nrow(x)
    if (is.null(wt)) wt <- rep.int(1, n)
    Terms <- attr(Terms, "term.labels")
    asgn <- attr(x, "assign")
    ousex <- match(asgn, match(oTerms, Terms), 0L) > 0L
    if (int) ousex[1L] <- TRUE
    X <- x[, ousex, drop = FALSE]
    z <- glm.fit(X, y, wt, offset = offset, family = object$family, control = object$control)
    dfs[1L] <- z$rank
    dev[1L] <- z$deviance
    r <- z$residuals
    w <- z$weights
    sTerms <- .sorted.term(Terms)
    for (tt in scope) {
        usex <- match(asgn, match(.sorted.term(tt), sTerms), 0L) > 0L
        X <- x[, usex | ousex, drop = FALSE]
        z <- glm.fit(X, y, wt, offset = offset, family = object$family, control = object$control)
        dfs[tt] <- z$rank
        dev[tt] <- z$deviance
        if (test == "Rao") {
            zz <- glm.fit(X, r, w, offset = offset)
            score[tt] <- zz$null.deviance - zz$deviance
        }
    }
    dispersion <- if (scale == 0) summary(object, dispersion = NULL)$dispersion else scale
    fam <- object$family$family
    loglik <- if (fam == "gaussian") {
        if (scale > 0) dev / scale - n else n * log(dev / n)
    } else dev / dispersion
    aic <- loglik + k * dfs
    aic <- aic + (extractAIC(object, k = k)[2L] - aic[1L])
    dfs <- dfs - dfs[1L]
    dfs[1L] <- NA
    aod <- data.frame(Df = dfs, Deviance = dev, AIC = aic, row.names = names(dfs), check.names = FALSE)
    if (all(is.na(aic))) aod <- aod[, -3]
    if (test == "LRT") {
        dev <- pmax(0, loglik[1L] - loglik)
        dev[1L] <- NA
        LRT <- if (dispersion == 1) "LRT" else "scaled dev."
        aod[, LRT] <- dev
        nas <- !is.na(dev)
        dev[nas] <- .safe.pchisq(dev[nas], aod$Df[nas], lower.tail = FALSE)
        aod[, "Pr(>Chi)"] <- dev
    } else if (test == "Rao") {
        dev <- pmax(0, score)
        dev[1L] <- NA
        nas <- !is.na(dev)
        SC <- if (dispersion == 1) "Rao score" else "scaled Rao sc."
        dev <- dev / dispersion
        aod[, SC] <- dev
        dev[nas] <- .safe.pchisq(dev[nas], aod$Df[nas], lower.tail = FALSE)
        aod[, "Pr(>Chi)"] <- dev
    } else if (test == "F") {
        if (fam == "binomial" || fam == "poisson")
            warning(gettextf("F test assumes quasi%s family", fam), domain = NA)
        rdf <- object$df.residual
        d <- aod$Deviance
        df <- aod$Df
        Fs <- pmax(0, (d[1L] - d) / df) / (d / (rdf - df))
        Fs[df < .Machine$double.eps] <- NA
        P <- Fs
        nnas <- !is.na(Fs)
        P[nnas] <- .safe.pf(Fs[nnas], df[nnas], rdf - df[nnas], lower.tail = FALSE)
        aod[, c("F value", "Pr(>F)")] <- list(Fs, P)
    }
    class(aod) <- c("anova", "data.frame")
    attr(aod, "heading") <- c("Single term additions", "\nModel:", deparse(formula(object)),
                              if (scale > 0) paste("\nscale: ", format(scale), "\n"))
    aod
}
