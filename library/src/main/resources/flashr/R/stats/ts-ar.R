# Autoregressive fits other than Yule-Walker (ts-acf.R): Burg's lattice recursion, least squares
# on the lagged design, and exact maximum likelihood. Each returns an "ar" object laid out as
# ar.yw's, so print.ar and predict.ar serve them all.

ar <- function(x, aic = TRUE, order.max = NULL, method = c("yule-walker", "burg", "ols", "mle", "yw"),
               na.action = na.fail, series = deparse1(substitute(x)), ...) {
    # each fit is called by name so that its errors name it as R's do
    res <- switch(match.arg(method),
                  "yule-walker" = , yw = ar.yw(x, aic = aic, order.max = order.max, na.action = na.action,
                                               series = series, ...),
                  burg = ar.burg(x, aic = aic, order.max = order.max, na.action = na.action, series = series, ...),
                  ols = ar.ols(x, aic = aic, order.max = order.max, na.action = na.action, series = series, ...),
                  mle = ar.mle(x, aic = aic, order.max = order.max, na.action = na.action, series = series, ...))
    res$call <- match.call()
    res
}

# Common start of the univariate fits: the series without NAs, its tsp and frequency.
.ar_series <- function(x, na.action) {
    ists <- is.ts(x)
    x <- na.action(as.ts(x))
    if (anyNA(x)) stop("NAs in 'x'")
    list(x = x, tsp = if (ists) tsp(x), freq = frequency(x))
}

# The one-step residuals of an AR(order) fit to the centred series x.
.ar_resid <- function(x, order, ar, xtsp) {
    resid <- if (order) c(rep(NA, order), embed(x, order + 1L) %*% c(1, -ar)) else x
    if (!is.null(xtsp)) {
        attr(resid, "tsp") <- xtsp
        attr(resid, "class") <- "ts"
    }
    resid
}

# Burg's recursion for orders 1..pmax: forward (u) and backward (v) prediction errors are updated
# together; each reflection coefficient minimises their summed squares. var1 follows the
# Levinson update of the innovations variance, var2 averages the two error series.
.ar_burg_fit <- function(x, pmax) {
    n <- length(x)
    coefs <- matrix(0, pmax, pmax)
    u <- v <- rev(x)
    var1 <- var2 <- numeric(pmax + 1L)
    var1[1L] <- var2[1L] <- sum(x * x) / n
    for (p in seq_len(pmax)) {
        t <- (p + 1L):n
        phi <- 2 * sum(v[t] * u[t - 1L]) / sum(v[t] * v[t] + u[t - 1L] * u[t - 1L])
        coefs[p, p] <- phi
        if (p > 1L) {
            j <- seq_len(p - 1L)
            coefs[p, j] <- coefs[p - 1L, j] - phi * coefs[p - 1L, p - j]
        }
        u0 <- u
        u[t] <- u0[t - 1L] - phi * v[t]
        v[t] <- v[t] - phi * u0[t - 1L]
        var1[p + 1L] <- var1[p] * (1 - phi * phi)
        var2[p + 1L] <- sum(v[t] * v[t] + u[t] * u[t]) / (2 * (n - p))
    }
    list(coefs = coefs, var1 = var1, var2 = var2)
}

ar.burg <- function(x, ...) UseMethod("ar.burg")

ar.burg.default <- function(x, aic = TRUE, order.max = NULL, na.action = na.fail, demean = TRUE,
                            series = NULL, var.method = 1L, ...) {
    if (is.null(series)) series <- deparse1(substitute(x))
    if (NCOL(x) > 1L) stop("multivariate Burg fits are not supported")
    s <- .ar_series(x, na.action)
    x <- as.vector(s$x)
    x.mean <- if (demean) mean(x) else 0
    x <- x - x.mean
    n.used <- length(x)
    order.max <- if (is.null(order.max)) min(n.used - 1L, floor(10 * log10(n.used))) else floor(order.max)
    if (order.max < 1L) stop("'order.max' must be >= 1")
    else if (order.max >= n.used) stop("'order.max' must be < 'n.used'")
    z <- .ar_burg_fit(x, as.integer(order.max))
    var.pred <- if (var.method == 1L) z$var1 else z$var2
    if (any(is.nan(var.pred))) stop("zero-variance series")
    xaic <- n.used * log(var.pred) + 2 * (0L:order.max) + 2 * demean
    xaic <- setNames(xaic - min(xaic), 0L:order.max)
    order <- if (aic) (0L:order.max)[xaic == 0] else order.max
    ar <- if (order) z$coefs[order, seq_len(order)] else numeric()
    var.pred <- var.pred[order + 1L]
    res <- list(order = order, ar = ar, var.pred = var.pred, x.mean = x.mean, aic = xaic, n.used = n.used,
                n.obs = n.used, order.max = order.max,
                partialacf = array(diag(z$coefs), dim = c(order.max, 1L, 1L)),
                resid = .ar_resid(x, order, ar, s$tsp),
                method = if (var.method == 1L) "Burg" else "Burg2", series = series, frequency = s$freq,
                call = match.call())
    if (order) {
        xacf <- acf(x, type = "covariance", lag.max = order, plot = FALSE)$acf
        res$asy.var.coef <- solve(toeplitz(drop(xacf)[seq_len(order)])) * var.pred / n.used
    }
    class(res) <- "ar"
    res
}

ar.burg.mts <- function(x, ...) stop("multivariate Burg fits are not supported")

# Least squares: each order m regresses the (rescaled, centred) series on its m lags and an
# optional intercept; AIC uses the determinant of the residual covariance. Series are scaled to
# unit variance for the fit and the results scaled back.
ar.ols <- function(x, aic = TRUE, order.max = NULL, na.action = na.fail, demean = TRUE,
                   intercept = demean, series = NULL, ...) {
    if (is.null(series)) series <- deparse1(substitute(x))
    s <- .ar_series(x, na.action)
    x <- as.matrix(s$x)
    if (!is.numeric(x)) stop("'x' must be numeric")
    n.used <- nrow(x)
    nser <- ncol(x)
    iser <- seq_len(nser)
    sc <- sqrt(drop(apply(x, 2L, var)))
    sc[sc == 0] <- 1
    x <- x / rep.int(sc, rep.int(n.used, nser))
    order.max <- if (is.null(order.max)) min(n.used - 1L, floor(10 * log10(n.used))) else round(order.max)
    if (order.max < 0L) stop("'order.max' must be >= 0")
    if (order.max >= n.used) stop("'order.max' must be < 'n.used'")
    order.min <- if (aic) 0L else order.max
    nfit <- order.max - order.min + 1L
    varE <- seA <- A <- vector("list", nfit)
    xaic <- rep.int(Inf, nfit)
    detPos <- function(m) max(0, prod(diag(qr(m)$qr)) * (-1)^(ncol(m) - 1))
    xm <- if (demean) colMeans(x) else rep.int(0, nser)
    if (demean) x <- sweep(x, 2L, xm, check.margin = FALSE)
    design <- function(y, m) {
        lags <- if (m) y[, (nser + 1L):ncol(y), drop = FALSE] else matrix(0, nrow(y), 0L)
        if (intercept) cbind(rep.int(1, nrow(y)), lags) else lags
    }
    for (m in order.min:order.max) {
        k <- m - order.min + 1L
        y <- embed(x, m + 1L)
        X <- design(y, m)
        Y <- t(y[, iser, drop = FALSE])
        XX <- crossprod(X)
        if (qr(XX)$rank != nrow(XX)) {
            warning(paste("model order: ", m, "singularities in the computation of the projection matrix",
                          "results are only valid up to model order", m - 1L), domain = NA)
            break
        }
        P <- if (ncol(XX) > 0L) solve(XX) else XX
        A[[k]] <- Y %*% X %*% P
        E <- Y - A[[k]] %*% t(X)
        varE[[k]] <- tcrossprod(E) / ncol(Y)
        varA <- P %x% varE[[k]]
        seA[[k]] <- if (ncol(varA) > 0L) sqrt(diag(varA)) else numeric()
        xaic[k] <- n.used * log(detPos(varE[[k]])) + 2 * nser * (nser * m + intercept)
    }
    m <- if (aic) which.max(xaic == min(xaic)) + order.min - 1L else order.max
    k <- m - order.min + 1L
    y <- embed(x, m + 1L)
    AA <- A[[k]]
    X <- design(y, m)
    xint <- if (intercept) AA[, 1L] else NULL
    ar <- if (intercept) AA[, -1L] else AA
    Y <- t(y[, iser, drop = FALSE])
    E <- drop(rbind(matrix(NA, m, nser), t(Y - AA %*% t(X))))
    xaic <- setNames(xaic - min(xaic), order.min:order.max)
    dim(ar) <- c(nser, nser, m)
    ar <- aperm(ar, c(3L, 1L, 2L))
    ses <- seA[[k]]
    sem <- if (intercept) ses[iser] else rep.int(0, nser)
    if (intercept) ses <- ses[-iser]
    dim(ses) <- c(nser, nser, m)
    ses <- aperm(ses, c(3L, 1L, 2L))
    var.pred <- varE[[k]]
    if (nser > 1L) {
        snames <- colnames(x)
        dimnames(ses) <- dimnames(ar) <- list(seq_len(m), snames, snames)
        dimnames(var.pred) <- list(snames, snames)
        names(sem) <- colnames(E) <- snames
    } else var.pred <- drop(var.pred)
    if (!is.null(s$tsp)) {
        attr(E, "tsp") <- s$tsp
        attr(E, "class") <- "ts"
    }
    # back to the data's scale
    xm <- xm * sc
    if (!is.null(xint)) xint <- xint * sc
    aa <- outer(sc, 1 / sc)
    if (nser > 1L && m) for (i in seq_len(m)) ar[i, , ] <- ar[i, , ] * aa
    var.pred <- var.pred * drop(outer(sc, sc))
    E <- E * rep.int(sc, rep.int(NROW(E), nser))
    sem <- sem * sc
    if (m) for (i in seq_len(m)) ses[i, , ] <- ses[i, , ] * aa
    structure(list(order = m, ar = ar, var.pred = var.pred, x.mean = xm, x.intercept = xint, aic = xaic,
                   n.used = n.used, n.obs = n.used, order.max = order.max, partialacf = NULL, resid = E,
                   method = "Unconstrained LS", series = series, frequency = s$freq, call = match.call(),
                   asy.se.coef = list(x.mean = sem, ar = drop(ses))), class = "ar")
}

# Exact Gaussian maximum likelihood, one ARMA(p, 0) fit per order, by arima0 as in R.
.ar_mle_fit <- function(x, p, demean)
    arima0(x, order = c(p, 0L, 0L), include.mean = demean)

ar.mle <- function(x, aic = TRUE, order.max = NULL, na.action = na.fail, demean = TRUE, series = NULL, ...) {
    if (is.null(series)) series <- deparse1(substitute(x))
    if (!is.null(dim(x))) stop("MLE only implemented for univariate series")
    s <- .ar_series(x, na.action)
    x <- s$x
    if (!is.numeric(x)) stop("'x' must be numeric")
    x <- as.vector(x)
    n.used <- length(x)
    order.max <- if (is.null(order.max)) min(n.used - 1L, 12L, floor(10 * log10(n.used))) else round(order.max)
    if (order.max < 0L) stop("'order.max' must be >= 0")
    else if (order.max >= n.used) stop("'order.max' must be < 'n.used'")
    if (aic) {
        coefs <- matrix(NA, order.max + 1L, order.max + 1L)
        var.pred <- xaic <- numeric(order.max + 1L)
        xm <- if (demean) mean(x) else 0
        coefs[1L, 1L] <- xm
        var.pred[1L] <- var0 <- sum((x - xm)^2) / n.used
        xaic[1L] <- n.used * log(var0) + 2 * demean + 2 + n.used + n.used * log(2 * pi)
        for (i in seq_len(order.max)) {
            fit <- .ar_mle_fit(x, i, demean)
            coefs[i + 1L, seq_len(i + demean)] <- fit$coef[seq_len(i + demean)]
            xaic[i + 1L] <- fit$aic
            var.pred[i + 1L] <- fit$sigma2
        }
        xaic <- setNames(xaic - min(xaic), 0L:order.max)
        order <- (0L:order.max)[xaic == 0L]
        ar <- coefs[order + 1L, seq_len(order)]
        x.mean <- coefs[order + 1L, order + 1L]
        var.pred <- var.pred[order + 1L]
    } else {
        order <- order.max
        fit <- .ar_mle_fit(x, order, demean)
        coefs <- fit$coef
        ar <- if (demean) coefs[-length(coefs)] else coefs
        x.mean <- if (demean) coefs[length(coefs)] else 0
        var.pred <- fit$sigma2
        xaic <- structure(0, names = order)
    }
    res <- list(order = order, ar = ar, var.pred = var.pred, x.mean = x.mean, aic = xaic, n.used = n.used,
                n.obs = n.used, order.max = order.max, partialacf = NULL,
                resid = .ar_resid(x - x.mean, order, ar, s$tsp),
                method = "MLE", series = series, frequency = s$freq, call = match.call())
    if (order) {
        xacf <- acf(x, type = "covariance", lag.max = order, plot = FALSE)$acf
        res$asy.var.coef <- var.pred / n.used * solve(toeplitz(drop(xacf)[seq_len(order)]))
    }
    class(res) <- "ar"
    res
}
