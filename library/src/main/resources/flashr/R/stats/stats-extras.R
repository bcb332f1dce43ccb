# stats/stats-extras.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Smaller stats functions scripts call: simulate (for lm and glm fits), constrOptim, lsfit,
# na.contiguous, prop.trend.test, rWishart and na.action. As R's own code; where R calls C (rWishart's
# Bartlett factor, lsfit's Cdqrls) the same computation in R, drawing random numbers in R's order.

simulate <- function(object, nsim = 1, seed = NULL, ...) UseMethod("simulate")

simulate.lm <- function(object, nsim = 1, seed = NULL, ...) {
    if (!exists(".Random.seed", envir = .GlobalEnv, inherits = FALSE)) runif(1)
    if (is.null(seed)) RNGstate <- get(".Random.seed", envir = .GlobalEnv)
    else {
        R.seed <- get(".Random.seed", envir = .GlobalEnv)
        set.seed(seed)
        RNGstate <- structure(seed, kind = as.list(RNGkind()))
        on.exit(assign(".Random.seed", R.seed, envir = .GlobalEnv))
    }
    fam <- if (isGlm <- inherits(object, "glm")) object$family$family else "gaussian"
    ftd <- fitted(object)
    if (identical(fam, "gaussian") && is.matrix(ftd)) stop("simulate() is not yet implemented for multivariate lm()")
    nm <- names(ftd)
    n <- length(ftd)
    ntot <- n * nsim
    val <- switch(fam,
        gaussian = {
            vars <- deviance(object) / df.residual(object)
            if (isGlm) {
                if (!is.null(object$prior.weights)) vars <- vars / object$prior.weights
            } else if (!(is.null(w <- object$weights) || (length(w) == 1L && w == 1))) vars <- vars / w
            ftd + rnorm(ntot, sd = sqrt(vars))
        },
        if (!is.null(sim <- object$family$simulate) || !is.null(sim <- .simulate_family(fam))) sim(object, nsim)
        else stop(gettextf("family '%s' not implemented", fam), domain = NA))
    if (!is.list(val)) {
        dim(val) <- c(n, nsim)
        val <- as.data.frame(val)
    } else class(val) <- "data.frame"
    names(val) <- paste0("sim_", seq_len(nsim))
    if (!is.null(nm)) row.names(val) <- nm
    attr(val, "seed") <- RNGstate
    val
}

# the simulate functions of R's binomial and poisson families, for families that lack their own
.simulate_family <- function(fam) switch(fam,
    binomial = function(object, nsim) {
        ftd <- fitted(object)
        n <- length(ftd)
        ntot <- n * nsim
        wts <- object$prior.weights
        if (any(wts %% 1 != 0)) stop("cannot simulate from non-integer prior.weights")
        if (!is.null(m <- object$model)) {
            y <- model.response(m)
            if (is.factor(y)) {
                yy <- factor(1 + rbinom(ntot, size = 1, prob = ftd), labels = levels(y))
                split(yy, rep(seq_len(nsim), each = n))
            } else if (is.matrix(y) && ncol(y) == 2) {
                yy <- vector("list", nsim)
                for (i in seq_len(nsim)) {
                    Y <- rbinom(n, size = wts, prob = ftd)
                    YY <- cbind(Y, wts - Y)
                    colnames(YY) <- colnames(y)
                    yy[[i]] <- YY
                }
                yy
            } else rbinom(ntot, size = wts, prob = ftd) / wts
        } else rbinom(ntot, size = wts, prob = ftd) / wts
    },
    poisson = function(object, nsim) {
        wts <- object$prior.weights
        if (any(wts != 1)) warning("ignoring prior weights")
        ftd <- fitted(object)
        rpois(nsim * length(ftd), ftd)
    },
    NULL)

constrOptim <- function(theta, f, grad, ui, ci, mu = 1e-04, control = list(),
                        method = if (is.null(grad)) "Nelder-Mead" else "BFGS", outer.iterations = 100,
                        outer.eps = 1e-05, ..., hessian = FALSE) {
    if (!is.null(control$fnscale) && control$fnscale < 0) mu <- -mu
    R <- function(theta, theta.old, ...) {
        ui.theta <- ui %*% theta
        gi <- ui.theta - ci
        if (any(gi < 0)) return(NaN)
        gi.old <- ui %*% theta.old - ci
        bar <- sum(gi.old * log(gi) - ui.theta)
        if (!is.finite(bar)) bar <- -Inf
        f(theta, ...) - mu * bar
    }
    dR <- function(theta, theta.old, ...) {
        ui.theta <- ui %*% theta
        gi <- drop(ui.theta - ci)
        gi.old <- drop(ui %*% theta.old - ci)
        dbar <- colSums(ui * gi.old / gi - ui)
        grad(theta, ...) - mu * dbar
    }
    if (any(ui %*% theta - ci <= 0)) stop("initial value is not in the interior of the feasible region")
    obj <- f(theta, ...)
    r <- R(theta, theta, ...)
    fun <- function(theta, ...) R(theta, theta.old, ...)
    gradient <- if (method == "SANN") { if (missing(grad)) NULL else grad }
                else function(theta, ...) dR(theta, theta.old, ...)
    totCounts <- 0
    s.mu <- sign(mu)
    for (i in seq_len(outer.iterations)) {
        obj.old <- obj
        r.old <- r
        theta.old <- theta
        a <- optim(theta.old, fun, gradient, control = control, method = method, hessian = hessian, ...)
        r <- a$value
        if (is.finite(r) && is.finite(r.old) && abs(r - r.old) < (0.001 + abs(r)) * outer.eps) break
        theta <- a$par
        totCounts <- totCounts + a$counts
        obj <- f(theta, ...)
        if (s.mu * obj > s.mu * obj.old) break
    }
    if (i == outer.iterations) {
        a$convergence <- 7
        a$message <- gettext("Barrier algorithm ran out of iterations and did not converge")
    }
    if (mu > 0 && obj > obj.old) {
        a$convergence <- 11
        a$message <- gettextf("Objective function increased at outer iteration %d", i)
    }
    if (mu < 0 && obj < obj.old) {
        a$convergence <- 11
        a$message <- gettextf("Objective function decreased at outer iteration %d", i)
    }
    a$outer.iterations <- i
    a$counts <- totCounts
    a$barrier.value <- a$value
    a$value <- f(a$par, ...)
    a$barrier.value <- a$barrier.value - a$value
    a
}

lsfit <- function(x, y, wt = NULL, intercept = TRUE, tolerance = 1e-07, yname = NULL) {
    x <- as.matrix(x)
    y <- as.matrix(y)
    xnames <- colnames(x)
    if (is.null(xnames)) xnames <- if (ncol(x) == 1L) "X" else paste0("X", 1L:ncol(x))
    if (intercept) {
        x <- cbind(1, x)
        xnames <- c("Intercept", xnames)
    }
    if (is.null(yname) && ncol(y) > 1) yname <- paste0("Y", 1L:ncol(y))
    good <- complete.cases(x, y, wt)
    dimy <- dim(as.matrix(y))
    if (any(!good)) {
        warning(sprintf(ngettext(sum(!good), "%d missing value deleted", "%d missing values deleted"), sum(!good)), domain = NA)
        x <- as.matrix(x)[good, , drop = FALSE]
        y <- as.matrix(y)[good, , drop = FALSE]
        wt <- wt[good]
    }
    nrx <- NROW(x); ncx <- NCOL(x); nry <- NROW(y); ncy <- NCOL(y)
    nwts <- length(wt)
    if (nry != nrx)
        stop(sprintf(paste0(ngettext(nrx, "'X' matrix has %d case (row)", "'X' matrix has %d cases (rows)"), ", ",
                            ngettext(nry, "'Y' has %d case (row)", "'Y' has %d cases (rows)")), nrx, nry), domain = NA)
    if (nry < ncx)
        stop(sprintf(paste0(ngettext(nry, "only %d case", "only %d cases"), ", ",
                            ngettext(ncx, "but %d variable", "but %d variables")), nry, ncx), domain = NA)
    if (!is.null(wt)) {
        if (any(wt < 0)) stop("negative weights not allowed")
        if (nwts != nry) stop(gettextf("number of weights = %d should equal %d (number of responses)", nwts, nry), domain = NA)
        wtmult <- sqrt(wt)
        if (any(wt == 0)) {
            xzero <- as.matrix(x)[wt == 0, ]
            yzero <- as.matrix(y)[wt == 0, ]
        }
        x <- x * wtmult
        y <- y * wtmult
        invmult <- 1 / ifelse(wt == 0, 1, wtmult)
    }
    z <- .lsfit_dqrls(x, y, tolerance)
    resids <- array(NA, dim = dimy)
    dim(z$residuals) <- c(nry, ncy)
    if (!is.null(wt)) {
        if (any(wt == 0)) {
            fitted.zeros <- if (ncx == 1L) xzero * z$coefficients else xzero %*% z$coefficients
            z$residuals[wt == 0, ] <- yzero - fitted.zeros
        }
        z$residuals <- z$residuals * invmult
    }
    resids[good, ] <- z$residuals
    if (dimy[2L] == 1 && is.null(yname)) {
        resids <- drop(resids)
        z$coefficients <- drop(z$coefficients)
        names(z$coefficients) <- xnames
    } else {
        colnames(resids) <- yname
        colnames(z$effects) <- yname
        dim(z$coefficients) <- c(ncx, ncy)
        dimnames(z$coefficients) <- list(xnames, yname)
    }
    z$qr <- as.matrix(z$qr)
    colnames(z$qr) <- xnames
    output <- list(coefficients = z$coefficients, residuals = resids)
    if (z$rank != ncx) {
        xnames <- xnames[z$pivot]
        dimnames(z$qr) <- list(NULL, xnames)
        warning("'X' matrix was collinear")
    }
    if (!is.null(wt)) {
        weights <- rep.int(NA, dimy[1L])
        weights[good] <- wt
        output <- c(output, list(wt = weights))
    }
    rqr <- list(qt = drop(z$effects), qr = z$qr, qraux = z$qraux, rank = z$rank, pivot = z$pivot, tol = z$tol)
    oldClass(rqr) <- "qr"
    c(output, list(intercept = intercept, qr = rqr))
}

# R's Cdqrls by LINPACK's dqrdc2 (qr's default): coefficients of aliased columns are 0, as Cdqrls leaves them
.lsfit_dqrls <- function(x, y, tol) {
    q <- qr(x, tol = tol)
    p <- ncol(x)
    coef <- matrix(0, p, ncol(y))
    r <- seq_len(q$rank)
    if (q$rank > 0L) coef[q$pivot[r], ] <- backsolve(q$qr[r, r, drop = FALSE], qr.qty(q, y)[r, , drop = FALSE])
    list(qr = q$qr, coefficients = coef, residuals = qr.resid(q, y), effects = qr.qty(q, y),
         rank = q$rank, pivot = q$pivot, qraux = q$qraux, tol = tol)
}

na.contiguous <- function(object, ...) UseMethod("na.contiguous")

na.contiguous.default <- function(object, ...) {
    tm <- time(object)
    xfreq <- frequency(object)
    good <- if (is.matrix(object)) apply(!is.na(object), 1L, all) else !is.na(object)
    if (!sum(good)) stop("all times contain an NA")
    tt <- cumsum(!good)
    ln <- sapply(0:max(tt), function(i) sum(tt == i))
    seg <- (seq_along(ln)[ln == max(ln)])[1L] - 1
    keep <- (tt == seg)
    st <- min(which(keep))
    if (!good[st]) st <- st + 1
    en <- max(which(keep))
    omit <- integer()
    n <- NROW(object)
    if (st > 1) omit <- c(omit, 1L:(st - 1))
    if (en < n) omit <- c(omit, (en + 1):n)
    cl <- class(object)
    if (length(omit)) {
        object <- if (is.matrix(object)) object[st:en, ] else object[st:en]
        attr(omit, "class") <- "omit"
        attr(object, "na.action") <- omit
        tsp(object) <- c(tm[st], tm[en], xfreq)
        if (!is.null(cl)) class(object) <- cl
    }
    object
}

prop.trend.test <- function(x, n, score = seq_along(x)) {
    method <- "Chi-squared Test for Trend in Proportions"
    dname <- paste(deparse1(substitute(x)), "out of", deparse1(substitute(n)), ",\n using scores:", paste(score, collapse = " "))
    x <- as.vector(x)
    n <- as.vector(n)
    p <- sum(x) / sum(n)
    w <- n / p / (1 - p)
    a <- anova(lm(freq ~ score, data = list(freq = x / n, score = as.vector(score)), weights = w))
    chisq <- c(`X-squared` = a["score", "Sum Sq"])
    structure(list(statistic = chisq, parameter = c(df = 1), p.value = pchisq(as.numeric(chisq), 1, lower.tail = FALSE),
                   method = method, data.name = dname), class = "htest")
}

rWishart <- function(n, df, Sigma) {
    d <- dim(Sigma)
    if (!is.matrix(Sigma) || !is.double(Sigma) || d[1L] != d[2L]) stop("'scal' must be a square, real matrix")
    n <- as.integer(n)
    if (is.na(n) || n <= 0L) n <- 1L
    p <- d[1L]
    nu <- as.double(df)
    U <- tryCatch(chol(Sigma), error = function(e) NULL)
    if (is.null(U)) stop("'scal' matrix is not positive-definite")
    ans <- array(0, c(p, p, n))
    for (k in seq_len(n)) {
        if (nu < p || p <= 0) stop("inconsistent degrees of freedom and dimension")
        # Bartlett's factor, column by column: the chi on the diagonal, then the normals above it
        Z <- matrix(0, p, p)
        for (j in seq_len(p)) {
            Z[j, j] <- sqrt(rchisq(1, nu - (j - 1)))
            for (i in seq_len(j - 1L)) Z[i, j] <- rnorm(1)
        }
        ans[, , k] <- crossprod(Z %*% U)
    }
    ans
}

# The na.action a fit or na.omit() kept: its "na.action" element or attribute.
na.action <- function(object, ...) UseMethod("na.action")
na.action.default <- function(object, ...) {
    if (is.list(object) && "na.action" %in% names(object)) object[["na.action"]]
    else attr(object, "na.action")
}

# A pair of paired samples for t.test(Pair(x, y) ~ 1) and wilcox.test: the two as the columns of a
# matrix of class "Pair", as R's.
Pair <- function(x, y) {
    pp <- cbind(x, y)
    class(pp) <- "Pair"
    pp
}

# R's generic with no methods in stats (packages add them), and the functions R keeps only to say they are defunct.
preplot <- function(object, ...) UseMethod("preplot")
arima0.diag <- function(...) .Defunct()
plclust <- function(tree, hang = 0.1, unit = FALSE, level = FALSE, hmin = 0, square = TRUE,
                    labels = NULL, plot. = TRUE, axes = TRUE, frame.plot = FALSE, ann = TRUE,
                    main = "", sub = NULL, xlab = NULL, ylab = "Height") .Defunct("plot")
