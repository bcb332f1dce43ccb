# stats/glm-engine.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# glm(y ~ X) with X a large plain engine matrix, in engine passes. The model matrix
# cbind(1, X) stays lazy, and each IRLS iteration is one pass over it: from eta = X b the
# family's own R functions give mu, d(mu)/d(eta), the variance, the working weights and response
# as lazy vectors, and the pass computes the small sinks X'WX, X'Wz, the deviance and glm.fit's
# checks together. The p x p system is solved on the heap by Cholesky (R solves the same least
# squares problem by a QR of sqrt(W) X: coefficients agree to rounding). NAs, a zero d(mu)/d(eta)
# or a column near dependence on the others (its norm, the others projected out, under 1e-3 of its
# own: R's pivoting QR then decides, and Cholesky would lose digits) send the fit back to the
# general path on the heap (.glm.engine returns NULL). Nothing is stored per iteration:
# glm.fit's checks and the standard families' validmu read extremes computed by the same pass, and
# binomial fits of 0/1 responses take one log per observation for the deviance and a lazy dbinom of
# mu for the AIC.
# The fit has R's components except effects and model; qr holds only
# the triangular factor (what summary reads), and residuals, fitted values and weights stay lazy.

.glm.engine <- function(formula, family, control, env) {
    if (length(formula) != 3L || !is.symbol(formula[[2L]]) || !is.symbol(formula[[3L]])) return(NULL)
    lhs <- as.character(formula[[2L]])
    rhs <- as.character(formula[[3L]])
    if (!exists(rhs, envir = env) || !exists(lhs, envir = env)) return(NULL)
    X <- get(rhs, envir = env)
    y <- get(lhs, envir = env)
    if (!.in_engine(X, 1e6) || !is.matrix(X) || !is.double(X) || ncol(X) == 0L) return(NULL)
    if (!(is.double(y) || is.integer(y)) || length(y) != nrow(X)) return(NULL)
    # a plain engine value has no attributes; reading those of a heap vector costs nothing
    if (!.in_engine(y, 0) && (!is.null(oldClass(y)) || !is.null(dim(y)) || !is.null(names(y)))) return(NULL)
    # R's model frame would drop rows with NAs (na.omit): the general path does that
    # (and whether y is all 0s and 1s, read in the same pass). A lazy y is kept by that pass:
    # each IRLS pass reads it, and a second pass computing it would store its intermediates too
    y <- .engine_keep(y)
    nas <- list(x = sum(is.na(X)), y = sum(is.na(y)), binary = all(y == 0 | y == 1))
    if (nas$x > 0 || nas$y > 0) return(NULL)
    cn <- colnames(X)
    xnames <- c("(Intercept)", paste0(rhs, if (is.null(cn)) seq_len(ncol(X)) else cn))
    .glm.fit.engine(cbind(1, unname(X)), y, family, control, xnames, nas$binary)
}
.glm.engine.same <- function(f, g) identical(formals(f), formals(g)) && identical(body(f), body(g))
# binomial deviance residuals for y of 0s and 1s: of R's two terms y log(y / mu) and
# (1 - y) log((1 - y) / (1 - mu)) one is 0 and the other has the factor 1, so a single log
# gives R's very doubles
.glm.engine.binary.dev <- function(y, mu, wt) 2 * wt * log(pmax(ifelse(y != 0, 1 / mu, 1 / (1 - mu)), 0))
# R's binomial AIC for y of 0s and 1s and weights 1: the densities of 1 and of 0 successes in
# one trial, each a function of mu alone, so the engine computes them lazily. mu is valid
# (in (0, 1)), and the clamp, which changes nothing, tells the engine that dbinom cannot warn
.glm.engine.binary.aic <- function(y, mu) {
    p <- pmin(pmax(mu, 0), 1)
    -2 * sum(ifelse(y != 0, dbinom(1, 1, p, log = TRUE), dbinom(0, 1, p, log = TRUE)))
}
# the sinks that one pass computes for an IRLS step at eta, given its lazy working weights w
# (a list's elements are read as R vectors: w, a long one, stays outside). glm.fit's tests
# of V(mu) and d(mu)/d(eta) for NAs and 0s, the standard validmu's and the closing warnings'
# tests of mu are read off extremes, which cost less than the elementwise comparisons: a
# minimum is NA or NaN exactly when an element is
.glm.engine.step <- function(x, y, weights, eta, mu, varmu, mu.eta.val, w, family, dev.resids, mu.range) {
    z <- eta + (y - mu) / mu.eta.val
    c(list(xwx = crossprod(x, w * x), xwz = crossprod(x, w * z),
           var.min = min(abs(varmu)), mu.eta.min = min(abs(mu.eta.val)),
           dev = sum(dev.resids(y, mu, weights))),
      if (mu.range) list(mu.min = min(mu), mu.max = max(mu)))
}
# all(is.finite(mu)) && all(lo < mu & mu < hi) from mu's extremes (NA when mu has NAs)
.glm.engine.within <- function(st, lo, hi) {
    r <- c(st$mu.min, st$mu.max)
    all(is.finite(r)) && r[1L] > lo && r[2L] < hi
}
# which standard validmu the family has: its tests then run in the IRLS pass
.glm.engine.mu.check <- function(validmu) {
    if (.glm.engine.same(validmu, binomial()$validmu)) "unit"
    else if (.glm.engine.same(validmu, poisson()$validmu)) "positive" else "other"
}
.glm.fit.engine <- function(x, y, family, control, xnames, binary.y) {
    control <- do.call("glm.control", control)
    nobs <- NROW(y)
    nvars <- ncol(x)
    weights <- rep.int(1, nobs)
    variance <- family$variance
    linkinv <- family$linkinv
    if (!is.function(variance) || !is.function(linkinv))
        stop("'family' argument seems not to be a valid family object")
    dev.resids <- family$dev.resids
    aic <- family$aic
    mu.eta <- family$mu.eta
    valideta <- if (is.null(family$valideta)) function(eta) TRUE else family$valideta
    validmu <- if (is.null(family$validmu)) function(mu) TRUE else family$validmu
    etastart <- start <- mustart <- NULL
    binary <- isTRUE(binary.y) && family$family == "binomial"
    eta0 <- NULL
    if (binary && identical(family$initialize, binomial()$initialize)) {
        # what binomial's initialize makes of y of 0s and 1s with weights 1, without its
        # passes: n is 1, and mustart = (weights * y + 0.5) / (weights + 1) is exactly 0.75
        # or 0.25, so the starting eta takes two values of the link
        n <- rep.int(1, nobs)
        y <- y + 0
        mustart <- ifelse(y != 0, 0.75, 0.25)
        eta0 <- ifelse(y != 0, family$linkfun(0.75), family$linkfun(0.25))
    } else eval(family$initialize)
    # with binomial's own functions, weights 1 and y a vector of 0s and 1s (so n is 1 and
    # aic's m is 1), deviance and AIC take one log or density per observation
    if (binary && .glm.engine.same(dev.resids, binomial()$dev.resids)) dev.resids <- .glm.engine.binary.dev
    # mu stays lazy: a standard validmu reads the sinks of the pass at the same coefficients
    # (validmu is only ever asked about the current mu), so no pass stores mu
    mu.check <- .glm.engine.mu.check(validmu)
    if (mu.check == "unit") validmu <- function(mu) .glm.engine.within(st, 0, 1)
    if (mu.check == "positive") validmu <- function(mu) .glm.engine.within(st, 0, Inf)
    mu.range <- mu.check != "other" || family$family %in% c("binomial", "poisson")
    # the fit's mu passed validmu, so the AIC's densities are of probabilities
    binary.aic <- binary && .glm.engine.same(aic, binomial()$aic) && mu.check == "unit"
    at <- function(coef) {
        eta <<- if (!is.null(coef)) drop(x %*% coef) else if (!is.null(eta0)) eta0 else family$linkfun(mustart)
        coef.at <<- coef
        mu <<- linkinv(eta)
        varmu <- variance(mu)
        mu.eta.val <- mu.eta(eta)
        w <<- weights * mu.eta.val^2 / varmu
        st <<- .glm.engine.step(x, y, weights, eta, mu, varmu, mu.eta.val, w, family, dev.resids, mu.range)
        invisible()
    }
    eta <- mu <- w <- st <- coef.at <- NULL
    at(NULL)
    if (!(validmu(mu) && valideta(eta))) stop("cannot find valid starting values: please specify some")
    devold <- st$dev
    boundary <- conv <- FALSE
    coefold <- NULL
    tol <- min(1e-07, control$epsilon / 1000)
    for (iter in 1L:control$maxit) {
        if (is.na(st$var.min)) stop("NAs in V(mu)")
        if (st$var.min == 0) stop("0s in V(mu)")
        if (is.na(st$mu.eta.min)) stop("NAs in d(mu)/d(eta)")
        if (st$mu.eta.min == 0) return(NULL)
        xwx <- as.matrix(st$xwx)
        R <- tryCatch(chol(xwx), error = function(e) NULL)
        # R's QR (dqrdc2) drops a column whose norm, once the others are projected out, falls below
        # tol times its own. From X'WX that ratio is known only to about sqrt(epsilon), and the
        # coefficients lose its inverse square in digits: a column anywhere near dependent is left
        # to R's QR on the heap
        if (is.null(R) || any(!is.finite(diag(R))) || any(diag(R) < 1e-3 * sqrt(diag(xwx)))) return(NULL)
        Rfinal <- R
        wfinal <- w
        start <- drop(backsolve(R, forwardsolve(R, as.matrix(st$xwz), upper.tri = TRUE, transpose = TRUE)))
        if (any(!is.finite(start))) {
            conv <- FALSE
            warning(gettextf("non-finite coefficients at iteration %d", iter), domain = NA)
            break
        }
        at(start)
        dev <- st$dev
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
                at(start)
                dev <- st$dev
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
                at(start)
            }
            boundary <- TRUE
            dev <- st$dev
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
    if (!conv) warning("glm.fit: algorithm did not converge", call. = FALSE)
    if (boundary) warning("glm.fit: algorithm stopped at boundary value", call. = FALSE)
    eps <- 10 * .Machine$double.eps
    # R's any(mu > 1 - eps) and any(mu < eps) from mu's extremes; with NAs in mu, as R does them
    near.1 <- function() if (anyNA(c(st$mu.min, st$mu.max))) any(mu > 1 - eps) else st$mu.max > 1 - eps
    near.0 <- function() if (anyNA(c(st$mu.min, st$mu.max))) any(mu < eps) else st$mu.min < eps
    if (family$family == "binomial" && (near.1() || near.0()))
        warning("glm.fit: fitted probabilities numerically 0 or 1 occurred", call. = FALSE)
    if (family$family == "poisson" && near.0())
        warning("glm.fit: fitted rates numerically 0 occurred", call. = FALSE)
    residuals <- (y - mu) / mu.eta(eta)
    Rmat <- Rfinal
    names(coef) <- xnames
    dimnames(Rmat) <- list(xnames, xnames)
    qr <- structure(list(qr = Rmat, rank = nvars, qraux = NULL, pivot = seq_len(nvars), tol = tol), class = "qr")
    wtdmu <- sum(weights * y) / sum(weights)
    nulldev <- sum(dev.resids(y, wtdmu, weights))
    n.ok <- nobs - sum(weights == 0)
    nulldf <- n.ok - 1L
    resdf <- n.ok - nvars
    # the AIC's pass computes mu afresh from its coefficients (the same doubles): a second
    # evaluation of the fit's mu would store it and its intermediates
    aic.model <- (if (binary.aic && !is.null(coef.at)) .glm.engine.binary.aic(y, linkinv(drop(x %*% coef.at)))
                  else aic(y, n, mu, weights, dev)) + 2 * nvars
    list(coefficients = coef, residuals = residuals, fitted.values = mu, R = Rmat,
         rank = nvars, qr = qr, family = family, linear.predictors = eta, deviance = dev,
         aic = aic.model, null.deviance = nulldev, iter = iter, weights = wfinal, prior.weights = weights,
         df.residual = resdf, df.null = nulldf, y = y, converged = conv, boundary = boundary)
}
