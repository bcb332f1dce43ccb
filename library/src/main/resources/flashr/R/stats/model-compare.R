# stats/model-compare.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Comparing fitted models, written in R after R's own definitions:
# anova of several nested linear models (F tests on the drop in residual sum of squares),
# the sequential analysis of deviance of one glm and the comparison of several, the tests they share
# (stat.anova), logLik of a linear model, and AIC/BIC of one model or
# the data frame of several. Kept apart from the fitting preludes because it only reads fits.

.anova.topnote <- function(objects) {
    formulas <- lapply(objects, function(x) paste(deparse(formula(x)), collapse = "\n"))
    paste0("Model ", format(seq_along(objects)), ": ", formulas, collapse = "\n")
}
anova.lmlist <- function(object, ..., scale = 0, test = "F") {
    objects <- list(object, ...)
    responses <- as.character(lapply(objects, function(x) deparse(x$terms[[2L]])))
    same <- responses == responses[1L]
    if (!all(same)) {
        objects <- objects[same]
        warning(gettextf("models with response %s removed because response differs from model 1",
                         sQuote(deparse(responses[!same]))), domain = NA)
    }
    ns <- sapply(objects, function(x) length(x$residuals))
    if (any(ns != ns[1L])) stop("models were not all fitted to the same size of dataset")
    nmodels <- length(objects)
    if (nmodels == 1) return(anova.lm(object))
    resdf <- as.numeric(lapply(objects, df.residual))
    resdev <- as.numeric(lapply(objects, deviance))
    table <- data.frame(resdf, resdev, c(NA, -diff(resdf)), c(NA, -diff(resdev)))
    dimnames(table) <- list(1L:nmodels, c("Res.Df", "RSS", "Df", "Sum of Sq"))
    if (!is.null(test)) {
        # the model with fewest residual degrees of freedom gives the error variance
        big <- order(resdf)[1L]
        scale <- if (scale > 0) scale else resdev[big] / resdf[big]
        table <- stat.anova(table = table, test = test, scale = scale, df.scale = resdf[big],
                            n = length(objects[[big]]$residuals))
    }
    structure(table, heading = c("Analysis of Variance Table\n", .anova.topnote(objects)),
              class = c("anova", "data.frame"))
}
stat.anova <- function(table, test = c("Rao", "LRT", "Chisq", "F", "Cp"), scale, df.scale, n) {
    test <- match.arg(test)
    dev.col <- match("Deviance", colnames(table))
    if (test == "Rao") dev.col <- match("Rao", colnames(table))
    if (is.na(dev.col)) dev.col <- match("Sum of Sq", colnames(table))
    switch(test,
        Rao = , LRT = , Chisq = {
            dfs <- table[, "Df"]
            vals <- table[, dev.col] / scale * sign(dfs)
            vals[dfs %in% 0] <- NA
            vals[!is.na(vals) & vals < 0] <- NA
            cbind(table, "Pr(>Chi)" = pchisq(vals, abs(dfs), lower.tail = FALSE))
        },
        F = {
            dfs <- table[, "Df"]
            Fvalue <- (table[, dev.col] / dfs) / scale
            Fvalue[dfs %in% 0] <- NA
            Fvalue[!is.na(Fvalue) & Fvalue < 0] <- NA
            cbind(table, F = Fvalue, "Pr(>F)" = pf(Fvalue, abs(dfs), df.scale, lower.tail = FALSE))
        },
        Cp = {
            if ("RSS" %in% names(table)) cbind(table, Cp = table[, "RSS"] + 2 * scale * (n - table[, "Res.Df"]))
            else cbind(table, Cp = table[, "Resid. Dev"] + 2 * scale * (n - table[, "Resid. Df"]))
        })
}
anova.glm <- function(object, ..., dispersion = NULL, test = NULL) {
    dotargs <- list(...)
    named <- if (is.null(names(dotargs))) rep_len(FALSE, length(dotargs)) else (names(dotargs) != "")
    if (any(named))
        warning("the following arguments to 'anova.glm' are invalid and dropped: ",
                paste(deparse(dotargs[named]), collapse = ", "))
    dotargs <- dotargs[!named]
    dotargs <- dotargs[vapply(dotargs, function(x) inherits(x, "glm"), NA)]
    if (length(dotargs))
        return(anova.glmlist(c(list(object), dotargs), dispersion = dispersion, test = test))
    doscore <- !is.null(test) && test == "Rao"
    x <- if (n <- match("x", names(object), 0L)) object[[n]] else model.matrix(object)
    varseq <- attr(x, "assign")
    nvars <- max(0, varseq)
    resdev <- resdf <- NULL
    refit <- function(x, y, weights) glm.fit(x = x, y = y, weights = weights, start = object$start,
                                             offset = object$offset, family = object$family,
                                             control = object$control)
    score.fit <- function(x, r, w) glm.fit(x = x, y = r, weights = w, intercept = attr(object$terms, "intercept"))
    y <- object$y
    if (is.null(y)) y <- object$fitted.values + object$residuals * object$family$mu.eta(object$linear.predictors)
    if (doscore) {
        score <- numeric(nvars)
        fit <- refit(x[, varseq == 0, drop = FALSE], y, object$prior.weights)
        r <- fit$residuals
        w <- fit$weights
    }
    # refit on the first i terms for each i short of the full model
    for (i in seq_len(max(nvars - 1L, 0))) {
        fit <- refit(x[, varseq <= i, drop = FALSE], y, object$prior.weights)
        if (doscore) {
            zz <- score.fit(x[, varseq <= i, drop = FALSE], r, w)
            score[i] <- zz$null.deviance - zz$deviance
            r <- fit$residuals
            w <- fit$weights
        }
        resdev <- c(resdev, fit$deviance)
        resdf <- c(resdf, fit$df.residual)
    }
    if (doscore && nvars > 0) {
        zz <- score.fit(x, r, w)
        score[nvars] <- zz$null.deviance - zz$deviance
    }
    resdf <- c(object$df.null, resdf, object$df.residual)
    resdev <- c(object$null.deviance, resdev, object$deviance)
    table <- data.frame(c(NA, -diff(resdf)), c(NA, pmax(0, -diff(resdev))), resdf, resdev)
    tl <- attr(object$terms, "term.labels")
    if (length(tl) == 0L) table <- table[1, , drop = FALSE]
    dimnames(table) <- list(c("NULL", tl), c("Df", "Deviance", "Resid. Df", "Resid. Dev"))
    if (doscore) table <- cbind(table, Rao = c(NA, score))
    varlist <- attr(object$terms, "variables")
    title <- paste0("Analysis of Deviance Table", "\n\nModel: ", object$family$family, ", link: ",
                    object$family$link, "\n\nResponse: ", as.character(varlist[-1L])[1L],
                    "\n\nTerms added sequentially (first to last)\n\n")
    df.dispersion <- Inf
    if (is.null(dispersion)) {
        dispersion <- summary(object, dispersion = dispersion)$dispersion
        df.dispersion <- if (dispersion == 1) Inf else object$df.residual
    }
    if (!is.null(test)) {
        if (test == "F" && df.dispersion == Inf) {
            fam <- object$family$family
            if (fam == "binomial" || fam == "poisson")
                warning(gettextf("using F test with a '%s' family is inappropriate", fam), domain = NA)
            else warning("using F test with a fixed dispersion is inappropriate")
        }
        table <- stat.anova(table = table, test = test, scale = dispersion, df.scale = df.dispersion, n = NROW(x))
    }
    structure(table, heading = title, class = c("anova", "data.frame"))
}
anova.glmlist <- function(object, ..., dispersion = NULL, test = NULL) {
    doscore <- !is.null(test) && test == "Rao"
    responses <- as.character(lapply(object, function(x) deparse(formula(x)[[2L]])))
    same <- responses == responses[1L]
    if (!all(same)) {
        object <- object[same]
        warning(gettextf("models with response %s removed because response differs from model 1",
                         sQuote(deparse(responses[!same]))), domain = NA)
    }
    ns <- sapply(object, function(x) length(x$residuals))
    if (any(ns != ns[1L])) stop("models were not all fitted to the same size of dataset")
    nmodels <- length(object)
    if (nmodels == 1) return(anova.glm(object[[1L]], dispersion = dispersion, test = test))
    resdf <- as.numeric(lapply(object, function(x) x$df.residual))
    resdev <- as.numeric(lapply(object, function(x) x$deviance))
    if (doscore) {
        score <- numeric(nmodels)
        score[1] <- NA
        df <- -diff(resdf)
        for (i in seq_len(nmodels - 1)) {
            # the score test runs from the smaller model of each adjacent pair
            m1 <- if (df[i] > 0) object[[i]] else object[[i + 1]]
            m2 <- if (df[i] > 0) object[[i + 1]] else object[[i]]
            zz <- glm.fit(x = model.matrix(m2), y = m1$residuals, weights = m1$weights,
                          intercept = attr(m1$terms, "intercept"))
            score[i + 1] <- zz$null.deviance - zz$deviance
            if (df[i] < 0) score[i + 1] <- -score[i + 1]
        }
    }
    table <- data.frame(resdf, resdev, c(NA, -diff(resdf)), c(NA, -diff(resdev)))
    dimnames(table) <- list(1L:nmodels, c("Resid. Df", "Resid. Dev", "Df", "Deviance"))
    if (doscore) table <- cbind(table, Rao = score)
    if (!is.null(test)) {
        bigmodel <- object[[order(resdf)[1L]]]
        dispersion <- summary(bigmodel, dispersion = dispersion)$dispersion
        df.dispersion <- if (dispersion == 1) Inf else min(resdf)
        if (test == "F" && df.dispersion == Inf) {
            fam <- bigmodel$family$family
            if (fam == "binomial" || fam == "poisson")
                warning(gettextf("using F test with a '%s' family is inappropriate", fam), domain = NA, call. = FALSE)
            else warning("using F test with a fixed dispersion is inappropriate")
        }
        table <- stat.anova(table = table, test = test, scale = dispersion, df.scale = df.dispersion,
                            n = length(bigmodel$residuals))
    }
    structure(table, heading = c("Analysis of Deviance Table\n", .anova.topnote(object)),
              class = c("anova", "data.frame"))
}
logLik.lm <- function(object, REML = FALSE, ...) {
    if (inherits(object, "mlm")) stop("'logLik.lm' does not support multiple responses")
    res <- object$residuals
    p <- object$rank
    N <- length(res)
    if (is.null(w <- object$weights)) {
        w <- rep.int(1, N)
    } else {
        excl <- w == 0
        if (any(excl)) {
            res <- res[!excl]
            N <- length(res)
            w <- w[!excl]
        }
    }
    N0 <- N
    if (REML) N <- N - p
    val <- 0.5 * (sum(log(w)) - N * (log(2 * pi) + 1 - log(N) + log(sum(w * res^2))))
    if (REML) val <- val - sum(log(abs(diag(object$qr$qr)[1L:p])))
    attr(val, "nall") <- N0
    attr(val, "nobs") <- N
    attr(val, "df") <- p + 1
    class(val) <- "logLik"
    val
}
# per model: log-likelihood, degrees of freedom and number of observations (NA when unknown)
.ic.values <- function(objects) {
    sapply(lapply(objects, logLik), function(el)
        c(as.numeric(el), attr(el, "df"), if (is.null(n <- attr(el, "nobs"))) NA_integer_ else n))
}
.ic.check.nobs <- function(nobs) {
    nos <- na.omit(nobs)
    length(nos) && any(nos != nos[1L])
}
AIC <- function(object, ..., k = 2) UseMethod("AIC")
AIC.default <- function(object, ..., k = 2) {
    if (!missing(...)) {
        vals <- .ic.values(list(object, ...))
        if (.ic.check.nobs(vals[3L, ])) warning("models are not all fitted to the same number of observations")
        val <- data.frame(df = vals[2L, ], AIC = -2 * vals[1L, ] + k * vals[2L, ])
        Call <- match.call()
        Call$k <- NULL
        row.names(val) <- as.character(Call[-1L])
        return(val)
    }
    ll <- logLik(object)
    -2 * as.numeric(ll) + k * attr(ll, "df")
}
BIC <- function(object, ...) UseMethod("BIC")
BIC.default <- function(object, ...) {
    if (!missing(...)) {
        objects <- list(object, ...)
        vals <- .ic.values(objects)
        nobs <- vals[3L, ]
        if (.ic.check.nobs(nobs)) warning("models are not all fitted to the same number of observations")
        unknown <- is.na(nobs)
        if (any(unknown)) nobs[unknown] <- sapply(objects[unknown], function(x) tryCatch(nobs(x), error = function(e) NA_real_))
        val <- data.frame(df = vals[2L, ], BIC = -2 * vals[1L, ] + log(nobs) * vals[2L, ])
        row.names(val) <- as.character(match.call()[-1L])
        return(val)
    }
    ll <- logLik(object)
    nos <- attr(ll, "nobs")
    if (is.null(nos)) nos <- tryCatch(nobs(object), error = function(e) NA_real_)
    -2 * as.numeric(ll) + log(nos) * attr(ll, "df")
}
