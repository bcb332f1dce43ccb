# stats/ts-arima.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# ARIMA models fitted as GNU R fits them: arima (conditional sum of squares, exact maximum likelihood
# by the Kalman filter on the state-space form from makeARIMA, or CSS then ML), optimized by optim
# with R's parametrization (AR parts through partial autocorrelations), with printing, coef, vcov,
# logLik, predict (Kalman forecasts with standard errors), tsdiag and simulation (arima.sim).
# The filters and transformations run in .arima_* (ArimaKernels, ArimaStateSpace).

makeARIMA <- function(phi, theta, Delta, kappa = 1e6, SSinit = c("Gardner1980", "Rossignol2011"),
                      tol = .Machine$double.eps) {
    if (anyNA(phi)) warning(gettextf("NAs in '%s'", "phi"), domain = NA)
    if (anyNA(theta)) warning(gettextf("NAs in '%s'", "theta"), domain = NA)
    p <- length(phi)
    q <- length(theta)
    r <- max(p, q + 1L)
    d <- length(Delta)
    rd <- r + d
    Z <- c(1, rep.int(0, r - 1L), Delta)
    T <- matrix(0, rd, rd)
    if (p > 0) T[1L:p, 1L] <- phi
    if (r > 1L) {
        ind <- 2:r
        T[cbind(ind - 1L, ind)] <- 1
    }
    if (d > 0L) {
        T[r + 1L, ] <- Z
        if (d > 1L) {
            ind <- r + 2:d
            T[cbind(ind, ind - 1)] <- 1
        }
    }
    if (q < r - 1L) theta <- c(theta, rep.int(0, r - 1L - q))
    R <- c(1, theta, rep.int(0, d))
    V <- R %o% R
    h <- 0
    a <- rep(0, rd)
    Pn <- P <- matrix(0, rd, rd)
    if (r > 1L)
        Pn[1L:r, 1L:r] <- switch(match.arg(SSinit),
                                 Gardner1980 = .arima_Q0(phi, theta),
                                 Rossignol2011 = stop("SSinit = \"Rossignol2011\" is not supported"),
                                 stop("invalid 'SSinit'"))
    else Pn[1L, 1L] <- if (p > 0) 1 / (1 - phi^2) else 1
    if (d > 0L) Pn[cbind(r + 1L:d, r + 1L:d)] <- kappa
    list(phi = phi, theta = theta, Delta = Delta, Z = Z, a = a, P = P, T = T, V = V, h = h, Pn = Pn)
}

arima <- function(x, order = c(0L, 0L, 0L), seasonal = list(order = c(0L, 0L, 0L), period = NA),
                  xreg = NULL, include.mean = TRUE, transform.pars = TRUE, fixed = NULL, init = NULL,
                  method = c("CSS-ML", "ML", "CSS"), n.cond, SSinit = c("Gardner1980", "Rossignol2011"),
                  optim.method = "BFGS", optim.control = list(), kappa = 1e6) {
    "%+%" <- function(a, b) .ts_conv(a, b)
    SSinit <- match.arg(SSinit)
    if (SSinit != "Gardner1980") stop("SSinit = \"Rossignol2011\" is not supported")
    upARIMA <- function(mod, phi, theta) {
        p <- length(phi)
        q <- length(theta)
        mod$phi <- phi
        mod$theta <- theta
        r <- max(p, q + 1L)
        if (p > 0) mod$T[1L:p, 1L] <- phi
        if (r > 1L) mod$Pn[1L:r, 1L:r] <- .arima_Q0(phi, theta)
        else mod$Pn[1L, 1L] <- if (p > 0) 1 / (1 - phi^2) else 1
        mod$a[] <- 0
        mod
    }
    # R's routine leaves the filtered state in the model it is given: kept here explicitly
    arimaSS <- function(y, mod) {
        val <- .arima_like(y, mod, 0L, TRUE)
        mod$a <- val[[3L]]
        mod$P <- val[[4L]]
        mod$Pn <- val[[5L]]
        list(val = list(val[[1L]], val[[2L]]), mod = mod)
    }
    armafn <- function(p, trans) {
        par <- coef
        par[mask] <- p
        trarma <- .arima_transPars(par, arma, trans)
        if (is.null(Z <- tryCatch(upARIMA(mod, trarma[[1L]], trarma[[2L]]), error = function(e) NULL)))
            return(.Machine$double.xmax)
        if (ncxreg > 0) x <- x - xreg %*% par[narma + (1L:ncxreg)]
        res <- .arima_like(x, Z, 0L, FALSE)[[1L]]
        s2 <- res[1L] / res[3L]
        0.5 * (log(s2) + res[2L] / res[3L])
    }
    armaCSS <- function(p) {
        par <- as.double(fixed)
        par[mask] <- p
        trarma <- .arima_transPars(par, arma, FALSE)
        if (ncxreg > 0) x <- x - xreg %*% par[narma + (1L:ncxreg)]
        res <- .arima_css(x, arma, trarma[[1L]], trarma[[2L]], as.integer(ncond), FALSE)
        0.5 * log(res)
    }
    arCheck <- function(ar) {
        p <- max(which(c(1, -ar) != 0)) - 1
        if (!p) return(TRUE)
        all(Mod(polyroot(c(1, -ar[1L:p]))) > 1)
    }
    maInvert <- function(ma) {
        q <- length(ma)
        q0 <- max(which(c(1, ma) != 0)) - 1L
        if (!q0) return(ma)
        roots <- polyroot(c(1, ma[1L:q0]))
        ind <- Mod(roots) < 1
        if (all(!ind)) return(ma)
        if (q0 == 1) return(c(1 / ma[1L], rep.int(0, q - q0)))
        roots[ind] <- 1 / roots[ind]
        x <- 1
        for (r in roots) x <- c(x, 0) - c(0, x) / r
        c(Re(x[-1L]), rep.int(0, q - q0))
    }

    series <- deparse1(substitute(x))
    if (NCOL(x) > 1L) stop("only implemented for univariate time series")
    method <- match.arg(method)
    x <- as.ts(x)
    if (!is.numeric(x)) stop("'x' must be numeric")
    storage.mode(x) <- "double"
    dim(x) <- NULL
    n <- length(x)
    if (!missing(order))
        if (!is.numeric(order) || length(order) != 3L || any(order < 0))
            stop("'order' must be a non-negative numeric vector of length 3")
    if (!missing(seasonal))
        if (is.list(seasonal)) {
            if (is.null(seasonal$order)) stop("'seasonal' must be a list with component 'order'")
            if (!is.numeric(seasonal$order) || length(seasonal$order) != 3L || any(seasonal$order < 0L))
                stop("'seasonal$order' must be a non-negative numeric vector of length 3")
        } else if (is.numeric(order)) {
            if (length(order) == 3L) seasonal <- list(order = seasonal)
        } else stop("'seasonal' must be a list with component 'order'")
    if (is.null(seasonal$period) || is.na(seasonal$period) || seasonal$period == 0)
        seasonal$period <- frequency(x)
    arma <- as.integer(c(order[-2L], seasonal$order[-2L], seasonal$period, order[2L], seasonal$order[2L]))
    narma <- sum(arma[1L:4L])
    xtsp <- tsp(x)
    tsp(x) <- NULL
    Delta <- 1
    for (i in seq_len(order[2L])) Delta <- Delta %+% c(1, -1)
    for (i in seq_len(seasonal$order[2L])) Delta <- Delta %+% c(1, rep.int(0, seasonal$period - 1), -1)
    Delta <- -Delta[-1L]
    nd <- order[2L] + seasonal$order[2L]
    n.used <- sum(!is.na(x)) - length(Delta)
    if (is.null(xreg)) {
        ncxreg <- 0L
    } else {
        nmxreg <- deparse1(substitute(xreg))
        if (NROW(xreg) != n) stop("lengths of 'x' and 'xreg' do not match")
        ncxreg <- NCOL(xreg)
        xreg <- as.matrix(xreg)
        storage.mode(xreg) <- "double"
    }
    class(xreg) <- NULL
    if (ncxreg > 0L && is.null(colnames(xreg)))
        colnames(xreg) <- if (ncxreg == 1L) nmxreg else paste0(nmxreg, 1L:ncxreg)
    if (include.mean && (nd == 0L)) {
        xreg <- cbind(intercept = rep(1, n), xreg = xreg)
        ncxreg <- ncxreg + 1L
    }
    if (method == "CSS-ML") {
        anyna <- anyNA(x)
        if (ncxreg) anyna <- anyna || anyNA(xreg)
        if (anyna) method <- "ML"
    }
    if (method == "CSS" || method == "CSS-ML") {
        ncond <- order[2L] + seasonal$order[2L] * seasonal$period
        ncond1 <- order[1L] + seasonal$period * seasonal$order[1L]
        ncond <- ncond + if (!missing(n.cond)) max(n.cond, ncond1) else ncond1
    } else ncond <- 0
    if (is.null(fixed)) fixed <- rep(NA_real_, narma + ncxreg)
    else if (length(fixed) != narma + ncxreg) stop("wrong length for 'fixed'")
    mask <- is.na(fixed)
    no.optim <- !any(mask)
    if (no.optim) transform.pars <- FALSE
    if (transform.pars) {
        ind <- arma[1L] + arma[2L] + seq_len(arma[3L])
        if (any(!mask[seq_len(arma[1L])]) || any(!mask[ind])) {
            warning("some AR parameters were fixed: setting transform.pars = FALSE")
            transform.pars <- FALSE
        }
    }
    init0 <- rep.int(0, narma)
    parscale <- rep(1, narma)
    if (ncxreg) {
        cn <- colnames(xreg)
        orig.xreg <- (ncxreg == 1L) || any(!mask[narma + 1L:ncxreg])
        if (!orig.xreg) {
            S <- svd(na.omit(xreg))
            xreg <- xreg %*% S$v
        }
        dx <- x
        dxreg <- xreg
        if (order[2L] > 0L) {
            dx <- diff(dx, 1L, order[2L])
            dxreg <- diff(dxreg, 1L, order[2L])
        }
        if (seasonal$period > 1L && seasonal$order[2L] > 0) {
            dx <- diff(dx, seasonal$period, seasonal$order[2L])
            dxreg <- diff(dxreg, seasonal$period, seasonal$order[2L])
        }
        fit <- if (length(dx) > ncol(dxreg)) lm(dx ~ dxreg - 1, na.action = na.omit) else list(rank = 0L)
        if (fit$rank == 0L) fit <- lm(x ~ xreg - 1, na.action = na.omit)
        isna <- is.na(x) | apply(xreg, 1L, anyNA)
        n.used <- sum(!isna) - length(Delta)
        init0 <- c(init0, coef(fit))
        ses <- summary(fit)$coefficients[, 2L]
        parscale <- c(parscale, 10 * ses)
    }
    if (n.used <= 0) stop("too few non-missing observations")
    if (!is.null(init)) {
        if (length(init) != length(init0)) stop("'init' is of the wrong length")
        if (any(ind <- is.na(init))) init[ind] <- init0[ind]
        if (method == "ML") {
            if (arma[1L] > 0)
                if (!arCheck(init[1L:arma[1L]])) stop("non-stationary AR part")
            if (arma[3L] > 0)
                if (!arCheck(init[sum(arma[1L:2L]) + 1L:arma[3L]])) stop("non-stationary seasonal AR part")
            if (transform.pars) init <- .arima_invtrans(as.double(init), arma)
        }
    } else init <- init0
    coef <- as.double(fixed)
    if (!("parscale" %in% names(optim.control))) optim.control$parscale <- parscale[mask]
    if (method == "CSS") {
        res <- if (no.optim) list(convergence = 0L, par = numeric(), value = armaCSS(numeric()))
               else optim(init[mask], armaCSS, method = optim.method, hessian = TRUE, control = optim.control)
        if (res$convergence > 0)
            warning(gettextf("possible convergence problem: optim gave code = %d", res$convergence), domain = NA)
        coef[mask] <- res$par
        trarma <- .arima_transPars(coef, arma, FALSE)
        mod <- makeARIMA(trarma[[1L]], trarma[[2L]], Delta, kappa, SSinit)
        if (ncxreg > 0) x <- x - xreg %*% coef[narma + (1L:ncxreg)]
        mod <- arimaSS(x, mod)$mod
        val <- .arima_css(x, arma, trarma[[1L]], trarma[[2L]], as.integer(ncond), TRUE)
        sigma2 <- val[[1L]]
        var <- if (no.optim) numeric() else solve(res$hessian * n.used)
    } else {
        if (method == "CSS-ML") {
            res <- if (no.optim) list(convergence = 0L, par = numeric(), value = armaCSS(numeric()))
                   else optim(init[mask], armaCSS, method = optim.method, hessian = FALSE, control = optim.control)
            if (res$convergence == 0) init[mask] <- res$par
            if (arma[1L] > 0)
                if (!arCheck(init[1L:arma[1L]])) stop("non-stationary AR part from CSS")
            if (arma[3L] > 0)
                if (!arCheck(init[sum(arma[1L:2L]) + 1L:arma[3L]])) stop("non-stationary seasonal AR part from CSS")
            ncond <- 0L
        }
        if (transform.pars) {
            init <- .arima_invtrans(init, arma)
            if (arma[2L] > 0) {
                ind <- arma[1L] + 1L:arma[2L]
                init[ind] <- maInvert(init[ind])
            }
            if (arma[4L] > 0) {
                ind <- sum(arma[1L:3L]) + 1L:arma[4L]
                init[ind] <- maInvert(init[ind])
            }
        }
        trarma <- .arima_transPars(init, arma, transform.pars)
        mod <- makeARIMA(trarma[[1L]], trarma[[2L]], Delta, kappa, SSinit)
        res <- if (no.optim)
                   list(convergence = 0, par = numeric(), value = armafn(numeric(), as.logical(transform.pars)))
               else optim(init[mask], armafn, method = optim.method, hessian = TRUE, control = optim.control,
                          trans = as.logical(transform.pars))
        if (res$convergence > 0)
            warning(gettextf("possible convergence problem: optim gave code = %d", res$convergence), domain = NA)
        coef[mask] <- res$par
        if (transform.pars) {
            if (arma[2L] > 0L) {
                ind <- arma[1L] + 1L:arma[2L]
                if (all(mask[ind])) coef[ind] <- maInvert(coef[ind])
            }
            if (arma[4L] > 0L) {
                ind <- sum(arma[1L:3L]) + 1L:arma[4L]
                if (all(mask[ind])) coef[ind] <- maInvert(coef[ind])
            }
            if (any(coef[mask] != res$par)) {
                oldcode <- res$convergence
                res <- optim(coef[mask], armafn, method = optim.method, hessian = TRUE,
                             control = list(maxit = 0L, parscale = optim.control$parscale), trans = TRUE)
                res$convergence <- oldcode
                coef[mask] <- res$par
            }
            A <- .arima_gradtrans(as.double(coef), arma)
            A <- A[mask, mask]
            var <- crossprod(A, solve(res$hessian * n.used, A))
            coef <- .arima_undoPars(coef, arma)
        } else var <- if (no.optim) numeric() else solve(res$hessian * n.used)
        trarma <- .arima_transPars(coef, arma, FALSE)
        mod <- makeARIMA(trarma[[1L]], trarma[[2L]], Delta, kappa, SSinit)
        ss <- if (ncxreg > 0L) arimaSS(x - xreg %*% coef[narma + (1L:ncxreg)], mod) else arimaSS(x, mod)
        val <- ss$val
        mod <- ss$mod
        sigma2 <- val[[1L]][1L] / n.used
    }
    value <- 2 * n.used * res$value + n.used + n.used * log(2 * pi)
    aic <- if (method != "CSS") value + 2 * sum(mask) + 2 else NA
    nm <- NULL
    if (arma[1L] > 0L) nm <- c(nm, paste0("ar", 1L:arma[1L]))
    if (arma[2L] > 0L) nm <- c(nm, paste0("ma", 1L:arma[2L]))
    if (arma[3L] > 0L) nm <- c(nm, paste0("sar", 1L:arma[3L]))
    if (arma[4L] > 0L) nm <- c(nm, paste0("sma", 1L:arma[4L]))
    if (ncxreg > 0L) {
        nm <- c(nm, cn)
        if (!orig.xreg) {
            ind <- narma + 1L:ncxreg
            coef[ind] <- S$v %*% coef[ind]
            A <- diag(narma + ncxreg)
            A[ind, ind] <- S$v
            A <- A[mask, mask]
            var <- A %*% var %*% t(A)
        }
    }
    names(coef) <- nm
    if (!no.optim) dimnames(var) <- list(nm[mask], nm[mask])
    resid <- val[[2L]]
    tsp(resid) <- xtsp
    class(resid) <- "ts"
    structure(list(coef = coef, sigma2 = sigma2, var.coef = var, mask = mask, loglik = -0.5 * value,
                   aic = aic, arma = arma, residuals = resid, call = match.call(), series = series,
                   code = res$convergence, n.cond = ncond, nobs = n.used, model = mod),
              class = "Arima")
}

print.Arima <- function(x, digits = max(3L, getOption("digits") - 3L), se = TRUE, ...) {
    cat("\nCall:", deparse(x$call, width.cutoff = 75L), "", sep = "\n")
    if (length(x$coef)) {
        cat("Coefficients:\n")
        coef <- round(x$coef, digits = digits)
        if (se && NROW(x$var.coef)) {
            ses <- rep.int(0, length(coef))
            ses[x$mask] <- round(sqrt(diag(x$var.coef)), digits = digits)
            coef <- matrix(coef, 1L, dimnames = list(NULL, names(coef)))
            coef <- rbind(coef, s.e. = ses)
        }
        print.default(coef, print.gap = 2)
    }
    cm <- x$call$method
    if (is.null(cm) || cm != "CSS")
        cat("\nsigma^2 estimated as ", format(x$sigma2, digits = digits),
            ":  log likelihood = ", format(round(x$loglik, 2L)),
            ",  aic = ", format(round(x$aic, 2L)), "\n", sep = "")
    else
        cat("\nsigma^2 estimated as ", format(x$sigma2, digits = digits),
            ":  part log likelihood = ", format(round(x$loglik, 2)), "\n", sep = "")
    invisible(x)
}

coef.Arima <- function(object, ...) object$coef

vcov.Arima <- function(object, ...) object$var.coef

logLik.Arima <- function(object, ...) {
    res <- if (is.na(object$aic)) NA
           else structure(object$loglik, df = sum(object$mask) + 1, nobs = object$nobs)
    class(res) <- "logLik"
    res
}

KalmanForecast <- function(n.ahead = 10L, mod, update = FALSE) .kalman_fore(as.integer(n.ahead), mod, update)

predict.Arima <- function(object, n.ahead = 1L, newxreg = NULL, se.fit = TRUE, ...) {
    myNCOL <- function(x) if (is.null(x)) 0 else NCOL(x)
    rsd <- object$residuals
    xr <- object$call$xreg
    xreg <- if (!is.null(xr)) eval.parent(xr) else NULL
    ncxreg <- myNCOL(xreg)
    if (myNCOL(newxreg) != ncxreg) stop("'xreg' and 'newxreg' have different numbers of columns")
    xtsp <- tsp(rsd)
    n <- length(rsd)
    arma <- object$arma
    coefs <- object$coef
    narma <- sum(arma[1L:4L])
    if (length(coefs) > narma) {
        if (names(coefs)[narma + 1L] == "intercept") {
            newxreg <- cbind(intercept = rep(1, n.ahead), newxreg)
            ncxreg <- ncxreg + 1L
        }
        xm <- if (narma == 0) drop(as.matrix(newxreg) %*% coefs)
              else drop(as.matrix(newxreg) %*% coefs[-(1L:narma)])
    } else xm <- 0
    if (arma[2L] > 0L) {
        ma <- coefs[arma[1L] + 1L:arma[2L]]
        if (any(Mod(polyroot(c(1, ma))) < 1)) warning("MA part of model is not invertible")
    }
    if (arma[4L] > 0L) {
        ma <- coefs[sum(arma[1L:3L]) + 1L:arma[4L]]
        if (any(Mod(polyroot(c(1, ma))) < 1)) warning("seasonal MA part of model is not invertible")
    }
    z <- KalmanForecast(n.ahead, object$model)
    pred <- ts(z[[1L]] + xm, start = xtsp[2L] + deltat(rsd), frequency = xtsp[3L])
    if (se.fit) {
        se <- ts(sqrt(z[[2L]] * object$sigma2), start = xtsp[2L] + deltat(rsd), frequency = xtsp[3L])
        list(pred = pred, se = se)
    } else pred
}

tsdiag <- function(object, gof.lag, ...) UseMethod("tsdiag")

tsdiag.Arima <- function(object, gof.lag = 10, ...)
    .tsdiag.panels(object$residuals, object$residuals / sqrt(object$sigma2), gof.lag)

# tsdiag's three panels: standardized residuals, their ACF, Ljung-Box p-values by lag.
.tsdiag.panels <- function(rs, stdres, gof.lag) {
    oldpar <- par(mfrow = c(3, 1))
    on.exit(par(oldpar))
    plot(stdres, type = "h", main = "Standardized Residuals", ylab = "")
    abline(h = 0)
    acf(rs, plot = TRUE, main = "ACF of Residuals", na.action = na.pass)
    nlag <- gof.lag
    pval <- numeric(nlag)
    for (i in 1L:nlag) pval[i] <- Box.test(rs, i, type = "Ljung-Box")$p.value
    plot(1L:nlag, pval, xlab = "lag", ylab = "p value", ylim = c(0, 1),
         main = "p values for Ljung-Box statistic")
    abline(h = 0.05, lty = 2, col = "blue")
}

arima.sim <- function(model, n, rand.gen = rnorm, innov = rand.gen(n, ...), n.start = NA,
                      start.innov = rand.gen(n.start, ...), ...) {
    if (!is.list(model)) stop("'model' must be list")
    if (n <= 0L) stop("'n' must be strictly positive")
    p <- length(model$ar)
    if (p) {
        minroots <- min(Mod(polyroot(c(1, -model$ar))))
        if (minroots <= 1) stop("'ar' part of model is not stationary")
    }
    q <- length(model$ma)
    if (is.na(n.start)) n.start <- p + q + ifelse(p > 0, ceiling(6 / log(minroots)), 0)
    if (n.start < p + q) stop("burn-in 'n.start' must be as long as 'ar + ma'")
    d <- 0
    if (!is.null(ord <- model$order)) {
        if (length(ord) != 3L) stop("'model$order' must be of length 3")
        if (p != ord[1L]) stop("inconsistent specification of 'ar' order")
        if (q != ord[3L]) stop("inconsistent specification of 'ma' order")
        d <- ord[2L]
        if (d != round(d) || d < 0) stop("number of differences must be a positive integer")
    }
    if (!missing(start.innov) && length(start.innov) < n.start)
        stop(sprintf(ngettext(n.start, "'start.innov' is too short: need %d point",
                              "'start.innov' is too short: need %d points"), n.start), domain = NA)
    x <- ts(c(start.innov[seq_len(n.start)], innov[1L:n]), start = 1 - n.start)
    if (length(model$ma)) {
        x <- filter(x, c(1, model$ma), sides = 1L)
        x[seq_along(model$ma)] <- 0
    }
    if (length(model$ar)) x <- filter(x, model$ar, method = "recursive")
    if (n.start > 0) x <- x[-(seq_len(n.start))]
    if (d > 0) x <- diffinv(x, differences = d)
    as.ts(x)
}

# the inverse of diff (integration with initial values xi), used by arima.sim
diffinv <- function(x, ...) UseMethod("diffinv")

diffinv.default <- function(x, lag = 1, differences = 1, xi, ...) {
    if (is.matrix(x)) {
        n <- nrow(x)
        m <- ncol(x)
        y <- matrix(0, nrow = n + lag * differences, ncol = m)
        if (m >= 1) {
            if (missing(xi)) xi <- matrix(0, lag * differences, m)
            if (NROW(xi) != lag * differences || NCOL(xi) != m) stop("incorrect dimensions for 'xi'")
            for (i in 1L:m) y[, i] <- diffinv.vector(as.vector(x[, i]), lag, differences, as.vector(xi[, i]))
        }
    } else if (is.vector(x)) y <- diffinv.vector(x, lag, differences, xi)
    else stop("'x' is not a vector or matrix")
    y
}

diffinv.ts <- function(x, lag = 1, differences = 1, xi, ...) {
    y <- diffinv.default(if (is.ts(x) && is.null(dim(x))) as.vector(x) else as.matrix(x), lag, differences, xi)
    ts(y, frequency = frequency(x), end = end(x))
}

diffinv.vector <- function(x, lag = 1L, differences = 1L, xi, ...) {
    if (!is.vector(x)) stop("'x' is not a vector")
    lag <- as.integer(lag)
    differences <- as.integer(differences)
    if (lag < 1L || differences < 1L) stop("bad value for 'lag' or 'differences'")
    if (missing(xi)) xi <- rep(0, lag * differences)
    if (length(xi) != lag * differences) stop("'xi' does not have the right length")
    if (differences == 1L) .intgrt_vec(as.double(x), as.double(xi), lag)
    else diffinv.vector(diffinv.vector(x, lag, differences - 1L, diff(xi, lag = lag, differences = 1L)),
                        lag, 1L, xi[1L:lag])
}
