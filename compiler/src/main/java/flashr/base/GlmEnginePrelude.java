package flashr.base;

/**
 * {@code glm(y ~ X)} with X a large plain engine matrix, in engine passes. The model matrix
 * {@code cbind(1, X)} stays lazy, and each IRLS iteration is one pass over it: from eta = X b the
 * family's own R functions give mu, d(mu)/d(eta), the variance, the working weights and response
 * as lazy vectors, and the pass computes the small sinks X'WX, X'Wz, the deviance and glm.fit's
 * checks together. The p x p system is solved on the heap by Cholesky (R solves the same least
 * squares problem by a QR of sqrt(W) X: coefficients agree to rounding). NAs, a zero d(mu)/d(eta)
 * or a column near dependence on the others (its norm, the others projected out, under 1e-3 of its
 * own: R's pivoting QR then decides, and Cholesky would lose digits) send the fit back to the
 * general path on the heap ({@code .glm.engine} returns NULL).
 * The fit has R's components except {@code effects} and {@code model}; {@code qr} holds only
 * the triangular factor (what summary reads), and residuals, fitted values and weights stay lazy.
 */
final class GlmEnginePrelude {
    private GlmEnginePrelude() {}

    static final String SOURCE = """
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
            nas <- list(x = sum(is.na(X)), y = sum(is.na(y)))
            if (nas$x > 0 || nas$y > 0) return(NULL)
            cn <- colnames(X)
            xnames <- c("(Intercept)", paste0(rhs, if (is.null(cn)) seq_len(ncol(X)) else cn))
            .glm.fit.engine(cbind(1, unname(X)), y, family, control, xnames)
        }
        # the sinks that one pass computes for an IRLS step at eta, given its lazy working weights w
        # (a list's elements are read as R vectors: w, a long one, stays outside)
        .glm.engine.step <- function(x, y, weights, eta, mu, varmu, mu.eta.val, w, family) {
            z <- eta + (y - mu) / mu.eta.val
            list(xwx = crossprod(x, w * x), xwz = crossprod(x, w * z),
                 na.var = sum(is.na(varmu)), zero.var = sum(varmu == 0),
                 na.mu.eta = sum(is.na(mu.eta.val)), zero.mu.eta = sum(mu.eta.val == 0),
                 dev = sum(family$dev.resids(y, mu, weights)))
        }
        .glm.fit.engine <- function(x, y, family, control, xnames) {
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
            eval(family$initialize)
            # a lazy mu is stored by the pass that computes the sinks, so that validmu reads it alone
            at <- function(coef) {
                eta <<- if (is.null(coef)) family$linkfun(mustart) else drop(x %*% coef)
                mu <<- .engine_keep(linkinv(eta))
                varmu <- variance(mu)
                mu.eta.val <- mu.eta(eta)
                w <<- weights * mu.eta.val^2 / varmu
                st <<- .glm.engine.step(x, y, weights, eta, mu, varmu, mu.eta.val, w, family)
                invisible()
            }
            eta <- mu <- w <- st <- NULL
            at(NULL)
            if (!(validmu(mu) && valideta(eta))) stop("cannot find valid starting values: please specify some")
            devold <- st$dev
            boundary <- conv <- FALSE
            coefold <- NULL
            tol <- min(1e-07, control$epsilon / 1000)
            for (iter in 1L:control$maxit) {
                if (st$na.var > 0) stop("NAs in V(mu)")
                if (st$zero.var > 0) stop("0s in V(mu)")
                if (st$na.mu.eta > 0) stop("NAs in d(mu)/d(eta)")
                if (st$zero.mu.eta > 0) return(NULL)
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
                if (control$trace) cat("Deviance = ", dev, " Iterations - ", iter, "\\n", sep = "")
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
            if (family$family == "binomial" && (any(mu > 1 - eps) || any(mu < eps)))
                warning("glm.fit: fitted probabilities numerically 0 or 1 occurred", call. = FALSE)
            if (family$family == "poisson" && any(mu < eps))
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
            aic.model <- aic(y, n, mu, weights, dev) + 2 * nvars
            list(coefficients = coef, residuals = residuals, fitted.values = mu, R = Rmat,
                 rank = nvars, qr = qr, family = family, linear.predictors = eta, deviance = dev,
                 aic = aic.model, null.deviance = nulldev, iter = iter, weights = wfinal, prior.weights = weights,
                 df.residual = resdf, df.null = nulldf, y = y, converged = conv, boundary = boundary)
        }
        """;
}
