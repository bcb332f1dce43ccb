# stats/glm.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# glm and glm.fit, written in R after R's own code: iteratively reweighted least squares
# from the family's starting values, each step the LINPACK QR of the weighted model matrix (tolerance
# min(1e-7, epsilon / 1000)) as R's Cdqrls computes it, stopping when the relative change in deviance falls
# below epsilon.

glm <- function(formula, family = gaussian, data, weights, subset, na.action, start = NULL, etastart, mustart,
                offset, control = list(...), model = TRUE, method = "glm.fit", x = FALSE, y = TRUE,
                singular.ok = TRUE, contrasts = NULL, ...) {
    cal <- match.call()
    if (is.character(family)) family <- get(family, mode = "function", envir = parent.frame())
    if (is.function(family)) family <- family()
    if (is.null(family$family)) {
        print(family)
        stop("'family' not recognized")
    }
    if (!identical(method, "glm.fit")) stop("only method = \"glm.fit\" is supported")
    formula <- as.formula(formula, parent.frame())
    if (missing(data)) data <- NULL
    env <- if (is.null(data)) environment(formula) else data
    # y ~ X with X a large engine matrix: IRLS in engine passes (stats/glm-engine.R)
    if (is.null(data) && missing(subset) && missing(weights) && missing(na.action) && missing(offset) && is.null(start) &&
        missing(etastart) && missing(mustart) &&
        !is.null(fit <- .glm.engine(formula, family, control, environment(formula)))) {
        if (x) fit$x <- cbind(1, get(as.character(formula[[3L]]), envir = environment(formula)))
        if (!y) fit$y <- NULL
        more <- list(call = cal, formula = formula, terms = terms(formula), data = env, offset = NULL,
                     control = do.call("glm.control", control), method = method, contrasts = NULL,
                     xlevels = structure(list(), names = character(0)))
        # element by element: c() of lists would read the fit's long engine vectors
        for (nm in names(more)) fit[nm] <- more[nm]
        class(fit) <- c("glm", "lm")
        return(fit)
    }
    sub <- if (missing(subset)) NULL else eval(substitute(subset), env, parent.frame())
    mf <- .model.frame.fit(formula, data, sub, if (missing(na.action)) getOption("na.action", na.omit) else na.action,
                           list(weights = if (!missing(weights)) substitute(weights),
                                offset = if (!missing(offset)) substitute(offset)), parent.frame())
    mt <- attr(mf, "terms")
    Y <- model.response(mf, "any")
    if (length(dim(Y)) == 1L) {
        nm <- rownames(Y)
        dim(Y) <- NULL
        if (!is.null(nm)) names(Y) <- nm
    }
    X <- if (length(attr(mt, "term.labels")) || attr(mt, "intercept")) model.matrix(mt, mf, contrasts.arg = contrasts) else matrix(NA_real_, NROW(Y), 0L)
    w <- as.vector(model.weights(mf))
    if (!is.null(w)) {
        if (!is.numeric(w)) stop("'weights' must be a numeric vector")
        if (any(w < 0)) stop("negative weights not allowed")
        if (length(w) != NROW(Y)) stop(gettextf("variable lengths differ (found for '%s')", "(weights)"))
    }
    offset <- as.vector(model.offset(mf))
    if (!is.null(offset) && length(offset) != NROW(Y))
        stop(gettextf("number of offsets is %d should equal %d (number of observations)", length(offset), NROW(Y)),
             domain = NA)
    fit <- glm.fit(x = X, y = Y, weights = w, start = start,
                   etastart = if (!missing(etastart)) etastart, mustart = if (!missing(mustart)) mustart,
                   offset = offset, family = family, control = control, intercept = attr(mt, "intercept") > 0L,
                   singular.ok = singular.ok)
    # with an offset the null model is not the weighted mean: R fits it (intercept and offset)
    if (length(offset) && attr(mt, "intercept") > 0L) {
        fit2 <- glm.fit(x = X[, "(Intercept)", drop = FALSE], y = Y, mustart = fit$fitted.values, weights = w,
                        offset = offset, family = family, control = control, intercept = TRUE)
        if (!fit2$converged)
            warning("fitting to calculate the null deviance did not converge -- increase 'maxit'?")
        fit$null.deviance <- fit2$deviance
    }
    if (x) fit$x <- X
    if (!y) fit$y <- NULL
    fit$na.action <- attr(mf, "na.action")
    if (model) fit$model <- mf
    structure(c(fit, list(call = cal, formula = formula, terms = mt, data = if (is.null(data)) environment(formula) else data,
                          offset = offset, control = do.call("glm.control", control), method = method,
                          contrasts = attr(X, "contrasts"), xlevels = .getXlevels(mt, mf))),
              class = c("glm", "lm"))
}
glm.control <- function(epsilon = 1e-8, maxit = 25, trace = FALSE) {
    if (!is.numeric(epsilon) || epsilon <= 0) stop("value of 'epsilon' must be > 0")
    if (!is.numeric(maxit) || maxit <= 0) stop("maximum number of iterations must be > 0")
    list(epsilon = epsilon, maxit = maxit, trace = trace)
}
glm.fit <- function(x, y, weights = rep.int(1, nobs), start = NULL, etastart = NULL, mustart = NULL,
                    offset = rep.int(0, nobs), family = gaussian(), control = list(), intercept = TRUE,
                    singular.ok = TRUE) {
    control <- do.call("glm.control", control)
    x <- as.matrix(x)
    xnames <- dimnames(x)[[2L]]
    ynames <- if (is.matrix(y)) rownames(y) else names(y)
    conv <- FALSE
    nobs <- NROW(y)
    nvars <- ncol(x)
    if (is.null(weights)) weights <- rep.int(1, nobs)
    if (is.null(offset)) offset <- rep.int(0, nobs)
    variance <- family$variance
    linkinv <- family$linkinv
    if (!is.function(variance) || !is.function(linkinv))
        stop("'family' argument seems not to be a valid family object")
    dev.resids <- family$dev.resids
    aic <- family$aic
    mu.eta <- family$mu.eta
    valideta <- if (is.null(family$valideta)) function(eta) TRUE else family$valideta
    validmu <- if (is.null(family$validmu)) function(mu) TRUE else family$validmu
    # binomial's own initialize on a vector of proportions in one loop (flashr.stats.models.BinomialFamily;
    # NULL where its code would err or warn)
    if (is.null(mustart) && identical(family$initialize, .glm.binomial.initialize("binomial")) &&
        !is.null(init <- .binomial_initialize(y, weights))) {
        n <- rep.int(1, nobs)
        y <- init[[1L]]
        mustart <- init[[2L]]
    } else if (is.null(mustart)) {
        eval(family$initialize)
    } else {
        mukeep <- mustart
        eval(family$initialize)
        mustart <- mukeep
    }
    if (nvars == 0L) return(.glm.fit.empty(y, n, weights, offset, family, intercept, ynames))
    coefold <- NULL
    eta <- if (!is.null(etastart)) etastart
           else if (!is.null(start)) {
               if (length(start) != nvars)
                   stop(gettextf("length of 'start' should equal %d and correspond to initial coefs for %s",
                                 nvars, paste(deparse(xnames), collapse = ", ")), domain = NA)
               coefold <- start
               offset + as.vector(if (NCOL(x) == 1L) x * start else x %*% start)
           } else family$linkfun(mustart)
    mu <- linkinv(eta)
    if (!(validmu(mu) && valideta(eta))) stop("cannot find valid starting values: please specify some")
    devold <- sum(dev.resids(y, mu, weights))
    boundary <- conv <- FALSE
    tol <- min(1e-07, control$epsilon / 1000)
    # the prior weights do not change in the loop: their test is made once
    weighted <- weights > 0
    # v[good] is v when every weight is positive (see below)
    all.weighted <- all(weighted)
    for (iter in 1L:control$maxit) {
        good <- weighted
        varmu <- if (all.weighted) variance(mu) else variance(mu)[good]
        if (anyNA(varmu)) stop("NAs in V(mu)")
        if (any(varmu == 0)) stop("0s in V(mu)")
        mu.eta.val <- mu.eta(eta)
        # every observation informative (no NA or 0 in d(mu)/d(eta), all weights positive): w and
        # z * w in one loop (flashr.stats.models.IrlsWorking), R's arithmetic; good stays weights > 0
        if (all.weighted && !is.null(zw <- .glm_working(eta, offset, y, mu, mu.eta.val, varmu, weights))) {
            w <- zw[[1L]]
            fit <- .lm.fit(x * w, zw[[2L]], tol)
        } else {
            if (anyNA(if (all.weighted) mu.eta.val else mu.eta.val[good])) stop("NAs in d(mu)/d(eta)")
            good <- (weights > 0) & (mu.eta.val != 0)
            if (all(!good)) {
                conv <- FALSE
                warning(gettextf("no observations informative at iteration %d", iter), domain = NA)
                break
            }
            # with every observation informative (the usual case) x[good] is x itself: indexing by an
            # all-TRUE good copied the model matrix, its row names and five vectors of nobs each
            # iteration, a third of a 2e6-row binomial fit's allocation (docs/BENCHMARKS.md)
            if (all(good)) {
                z <- (eta - offset) + (y - mu) / mu.eta.val
                w <- sqrt((weights * mu.eta.val^2) / variance(mu))
                fit <- .lm.fit(x * w, z * w, tol)
            } else {
                z <- (eta - offset)[good] + (y - mu)[good] / mu.eta.val[good]
                w <- sqrt((weights[good] * mu.eta.val[good]^2) / variance(mu)[good])
                fit <- .lm.fit(x[good, , drop = FALSE] * w, z * w, tol)
            }
        }
        if (any(!is.finite(fit$coefficients))) {
            conv <- FALSE
            warning(gettextf("non-finite coefficients at iteration %d", iter), domain = NA)
            break
        }
        if (nobs < fit$rank)
            stop(sprintf("X matrix has rank %d, but only %d observations", fit$rank, nobs), domain = NA)
        if (!singular.ok && fit$rank < nvars) stop("singular fit encountered")
        start <- numeric(nvars)
        start[fit$pivot] <- fit$coefficients
        eta <- drop(x %*% start)
        mu <- linkinv(eta <- eta + offset)
        dev <- sum(dev.resids(y, mu, weights))
        if (control$trace) cat("Deviance = ", dev, " Iterations - ", iter, "\n", sep = "")
        boundary <- FALSE
        if (!is.finite(dev)) {
            if (is.null(coefold))
                stop("no valid set of coefficients has been found: please supply starting values", call. = FALSE)
            warning("step size truncated due to divergence", call. = FALSE)
            ii <- 1
            while (!is.finite(dev)) {
                if (ii > control$maxit) stop("inner loop 1; cannot correct step size", call. = FALSE)
                ii <- ii + 1
                start <- (start + coefold) / 2
                eta <- drop(x %*% start)
                mu <- linkinv(eta <- eta + offset)
                dev <- sum(dev.resids(y, mu, weights))
            }
            boundary <- TRUE
        }
        if (!(valideta(eta) && validmu(mu))) {
            if (is.null(coefold))
                stop("no valid set of coefficients has been found: please supply starting values", call. = FALSE)
            warning("step size truncated: out of bounds", call. = FALSE)
            ii <- 1
            while (!(valideta(eta) && validmu(mu))) {
                if (ii > control$maxit) stop("inner loop 2; cannot correct step size", call. = FALSE)
                ii <- ii + 1
                start <- (start + coefold) / 2
                eta <- drop(x %*% start)
                mu <- linkinv(eta <- eta + offset)
            }
            boundary <- TRUE
            dev <- sum(dev.resids(y, mu, weights))
        }
        if (abs(dev - devold) / (abs(dev) + 0.1) < control$epsilon) {
            conv <- TRUE
            coef <- start
            break
        } else {
            devold <- dev
            coef <- coefold <- start
        }
    }
    # the QR of x * w kept a model matrix's assign and contrasts, which x[good, , drop = FALSE]
    # drops: taken off once here rather than from a copy of x held through the iterations
    # fit is .lm.fit's own list, bound once: its QR matrix and effects are changed in place below
    # (a nested replacement of an element only its list holds), not copied as R copies them
    if (exists("fit", inherits = FALSE) && !all(names(attributes(fit$qr)) %in% c("dim", "dimnames")))
        attributes(fit$qr) <- list(dim = dim(fit$qr), dimnames = dimnames(fit$qr))
    if (!conv) warning("glm.fit: algorithm did not converge", call. = FALSE)
    if (boundary) warning("glm.fit: algorithm stopped at boundary value", call. = FALSE)
    eps <- 10 * .Machine$double.eps
    if (family$family == "binomial" && (any(mu > 1 - eps) || any(mu < eps)))
        warning("glm.fit: fitted probabilities numerically 0 or 1 occurred", call. = FALSE)
    if (family$family == "poisson" && any(mu < eps))
        warning("glm.fit: fitted rates numerically 0 occurred", call. = FALSE)
    if (fit$rank < nvars) coef[fit$pivot][seq.int(fit$rank + 1, nvars)] <- NA
    xxnames <- xnames[fit$pivot]
    residuals <- (y - mu) / mu.eta(eta)
    Rmat <- fit$qr[1L:nvars, 1L:nvars, drop = FALSE]
    Rmat[row(Rmat) > col(Rmat)] <- 0
    names(coef) <- xnames
    colnames(fit$qr) <- xxnames
    dimnames(Rmat) <- list(xxnames, xxnames)
    names(residuals) <- ynames
    names(mu) <- ynames
    names(eta) <- ynames
    # every observation informative: wt is w^2 throughout (a logical subassignment over nobs otherwise)
    if (length(w) == nobs && isTRUE(all(good))) {
        wt <- w^2
        attributes(wt) <- NULL
    } else {
        wt <- rep.int(0, nobs)
        wt[good] <- w^2
    }
    names(wt) <- ynames
    names(weights) <- ynames
    names(y) <- ynames
    names(fit$effects) <- c(xxnames[seq_len(fit$rank)], rep.int("", sum(good) - fit$rank))
    wtdmu <- if (intercept) sum(weights * y) / sum(weights) else linkinv(offset)
    nulldev <- sum(dev.resids(y, wtdmu, weights))
    n.ok <- nobs - sum(weights == 0)
    nulldf <- n.ok - as.integer(intercept)
    rank <- fit$rank
    resdf <- n.ok - rank
    aic.model <- aic(y, n, mu, weights, dev) + 2 * rank
    list(coefficients = coef, residuals = residuals, fitted.values = mu, effects = fit$effects, R = Rmat,
         rank = rank, qr = .glm.qr(fit, tol), family = family, linear.predictors = eta, deviance = dev,
         aic = aic.model, null.deviance = nulldev, iter = iter, weights = wt, prior.weights = weights,
         df.residual = resdf, df.null = nulldf, y = y, converged = conv, boundary = boundary)
}
# the "qr" object of .lm.fit's result z, as glm.fit returns it
.glm.qr <- function(z, tol) structure(list(qr = z$qr, rank = z$rank, qraux = z$qraux, pivot = z$pivot, tol = tol), class = "qr")
# an empty model (an offset alone): the linear predictor is the offset, nothing is fitted, as R's glm.fit
.glm.fit.empty <- function(y, n, weights, offset, family, intercept, ynames) {
    nobs <- NROW(y)
    eta <- rep.int(0, nobs) + offset
    if (!is.null(family$valideta) && !family$valideta(eta))
        stop("invalid linear predictor values in empty model", call. = FALSE)
    mu <- family$linkinv(eta)
    if (!is.null(family$validmu) && !family$validmu(mu)) stop("invalid fitted means in empty model", call. = FALSE)
    dev <- sum(family$dev.resids(y, mu, weights))
    wt <- (weights * family$mu.eta(eta)^2) / family$variance(mu)
    residuals <- (y - mu) / family$mu.eta(eta)
    names(residuals) <- names(mu) <- names(eta) <- names(wt) <- names(weights) <- names(y) <- ynames
    wtdmu <- if (intercept) sum(weights * y) / sum(weights) else family$linkinv(offset)
    n.ok <- nobs - sum(weights == 0)
    list(coefficients = numeric(), residuals = residuals, fitted.values = mu, effects = NULL, R = NULL, rank = 0,
         qr = NULL, family = family, linear.predictors = eta, deviance = dev, aic = family$aic(y, n, mu, weights, dev),
         null.deviance = sum(family$dev.resids(y, wtdmu, weights)), iter = 0L, weights = wt, prior.weights = weights,
         df.residual = n.ok, df.null = n.ok - as.integer(intercept), y = y, converged = TRUE, boundary = TRUE)
}
