# stats/smooth-spline.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# smooth.spline written in R to R's definition: the data reduced to unique x (within tol) with
# summed weights, R's knot placement, the smoothing parameter given as spar, lambda or df, or chosen
# by GCV or leave-one-out CV; print, predict (with derivatives and linear extrapolation), fitted and
# residuals. The fit and the search for spar are SplineBuiltins' .smooth_spline, the spline values
# its .bvalus.

.nknots.smspl <- function(n) {
    if (n < 50L) return(n)
    l50 <- log2(50); l100 <- log2(100); l140 <- log2(140); l200 <- log2(200)
    trunc(if (n < 200L) 2^(l50 + (l100 - l50) * (n - 50)/150)
          else if (n < 800L) 2^(l100 + (l140 - l100) * (n - 200)/600)
          else if (n < 3200L) 2^(l140 + (l200 - l140) * (n - 800)/2400)
          else 200 + (n - 3200)^0.2)
}

smooth.spline <- function(x, y = NULL, w = NULL, df, spar = NULL, lambda = NULL, cv = FALSE, all.knots = FALSE,
                          nknots = .nknots.smspl, keep.data = TRUE, df.offset = 0, penalty = 1,
                          control.spar = list(), tol = 1e-06 * IQR(x), keep.stuff = FALSE) {
    ctrl <- list(low = -1.5, high = 1.5, tol = 1e-04, eps = 2e-08, maxit = 500, trace = isTRUE(getOption("verbose")))
    ctrl[names(control.spar)] <- control.spar
    if (!all(vapply(ctrl[1:4], is.numeric, NA)) || ctrl$tol < 0 || ctrl$eps <= 0 || ctrl$maxit <= 0)
        stop("invalid 'control.spar'")
    xy <- xy.coords(x, y, setLab = FALSE)
    y <- xy$y
    x <- xy$x
    if (!all(is.finite(c(x, y)))) stop("missing or infinite values in inputs are not allowed")
    n <- length(x)
    if (is.na(n)) stop("invalid number of points")
    no.wgts <- is.null(w)
    if (no.wgts) w <- 1
    else {
        if (n != length(w)) stop("lengths of 'x' and 'w' must match")
        if (any(w < 0)) stop("all weights should be non-negative")
        if (all(w == 0)) stop("some weights should be positive")
        w <- (w * sum(w > 0))/sum(w)
    }
    if (!is.finite(tol) || tol <= 0) stop("'tol' must be strictly positive and finite")
    if (!match(keep.stuff, c(FALSE, TRUE))) stop("invalid 'keep.stuff'")
    # x values closer than tol count as one: group them, summing weights and weighted y
    xx <- round((x - mean(x))/tol)
    unsorted <- is.unsorted(x)
    perm <- if (unsorted) order(x) else TRUE
    xxs <- xx[perm]
    first <- c(TRUE, xxs[-n] < xxs[-1L])
    ux <- x[perm][first]
    nx <- length(ux)
    if (nx <= 3L) stop("need at least four unique 'x' values")
    if (nx == n) {
        ox <- if (unsorted) { inv <- perm; inv[perm] <- seq_along(perm); inv } else TRUE
        sums <- cbind(w, w * y, w * y^2)[perm, ]
    } else {
        ox <- match(xx, xxs[first])
        # R sums each group with sum(); a group of one is its own sum, so only shared x are summed
        alone <- tabulate(ox, nx)[ox] == 1L
        one <- if (length(w) == 1L) function(i) c(length(i), sum(y[i]), sum(y[i]^2))
               else function(i) c(sum(w[i]), sum(w[i] * y[i]), sum(w[i] * y[i]^2))
        wa <- if (length(w) == 1L) 1 else w[alone]
        sums <- matrix(0, nx, 3)
        if (any(alone)) sums[ox[alone], ] <- cbind(wa, wa * y[alone], wa * y[alone]^2)
        shared <- split(which(!alone), ox[!alone])
        if (length(shared))
            sums[as.integer(names(shared)), ] <- matrix(unlist(lapply(shared, one), use.names = FALSE), ncol = 3,
                                                        byrow = TRUE)
    }
    wbar <- sums[, 1L]
    ybar <- sums[, 2L]/ifelse(wbar > 0, wbar, 1)
    yssw <- sum(sums[, 3L] - wbar * ybar^2)
    if (is.na(cv <- as.logical(cv)) && !missing(df)) stop("'cv' must not be NA when 'df' is specified")
    CV <- !is.na(cv) && cv
    if (CV && nx < n) warning("cross-validation with non-unique 'x' values seems doubtful")
    r.ux <- ux[nx] - ux[1L]
    xbar <- (ux - ux[1L])/r.ux
    if (is.numeric(all.knots)) {
        if (is.unsorted(all.knots, strictly = TRUE)) stop("Numeric 'all.knots' must be strictly increasing")
        if (!missing(nknots) && !is.null(nknots))
            warning("'all.knots' is vector of knots; 'nknots' specification is disregarded")
        nknots <- length(all.knots)
        if (0 < all.knots[1] || all.knots[nknots] < 1)
            stop("numeric 'all.knots' must cover [0,1] (= the transformed data-range)")
        knot <- c(rep(all.knots[1], 3), all.knots, rep(all.knots[nknots], 3))
    } else {
        if (all.knots) {
            if (!missing(nknots) && !is.null(nknots)) warning("'all.knots' is TRUE; 'nknots' specification is disregarded")
            nknots <- nx
        } else if (is.null(nknots)) nknots <- .nknots.smspl(nx)
        else {
            if (is.function(nknots)) nknots <- nknots(nx)
            else if (!is.numeric(nknots)) stop("'nknots' must be numeric (in {1,..,n})")
            if (nknots < 1) stop("'nknots' must be at least 1")
            else if (nknots > nx) stop("cannot use more inner knots than unique 'x' values")
        }
        inner <- if (all.knots) xbar else xbar[seq.int(1, nx, length.out = nknots)]
        knot <- c(rep(xbar[1], 3), inner, rep(xbar[nx], 3))
    }
    nk <- nknots + 2L
    spar.is.lambda <- !missing(lambda)
    if (spar.is.lambda) {
        if (!missing(spar)) stop("must not specify both 'spar' and 'lambda'")
        ispar <- 1L
    } else ispar <- if (is.null(spar) || missing(spar)) { if (ctrl$trace) -1L else 0L } else 1L
    spar <- if (spar.is.lambda) as.double(lambda) else if (ispar == 1L) as.double(spar) else double(1)
    if (length(spar) != 1) stop("'spar' must be of length 1")
    icrit <- if (is.na(cv)) 0L else if (cv) 2L else 1L
    dofoff <- df.offset
    if (!missing(df)) {
        if (df > 1 && df <= nx) {
            icrit <- 3L
            dofoff <- df
        } else warning("not using invalid df; must have 1 < df <= n := #{unique x} = ", nx)
    }
    fit <- .smooth_spline(as.double(penalty), as.double(dofoff), as.double(xbar), as.double(ybar), as.double(wbar),
                          as.double(yssw), as.double(knot), as.integer(nk), icrit, ispar, as.integer(ctrl$maxit),
                          spar.is.lambda, spar, ctrl$low, ctrl$high, ctrl$tol, ctrl$eps)
    if (is.na(cv)) lev <- df <- NA
    else {
        lev <- fit$lev
        df <- sum(lev)
        if (is.na(df)) stop("NA lev[]; probably smoothing parameter 'spar' way too large!")
    }
    if (fit$ier > 0L) {
        small <- !spar.is.lambda && fit$spar < 0.5
        wtxt <- paste("smoothing parameter value too", if (spar.is.lambda) "extreme" else if (small) "small" else "large")
        if (spar.is.lambda || small) stop(wtxt)
        fit$ty <- rep(mean(y), nx)
        df <- 1
        warning(wtxt, "\nsetting df = 1  __use with care!__")
    }
    cv.crit <- if (is.na(cv)) NA
    else {
        r <- y - fit$ty[ox]
        if (cv) {
            ww <- wbar
            ww[ww == 0] <- 1
            r <- r/(1 - (lev[ox] * w)/ww[ox])
            if (no.wgts) mean(r^2) else weighted.mean(r^2, w)
        } else (if (no.wgts) mean(r^2) else weighted.mean(r^2, w))/(1 - (df.offset + penalty * df)/n)^2
    }
    iparms <- c(icrit = icrit, ispar = ispar, iter = fit$iter, spar.is.lambda)
    iparms <- c(iparms, errorI = if (fit$ier) fit$ier else NA)
    knotfit <- structure(list(knot = knot, nk = nk, min = ux[1L], range = r.ux, coef = fit$coef),
                         class = "smooth.spline.fit")
    structure(list(x = ux, y = fit$ty, w = wbar, yin = ybar, tol = tol,
                   data = if (keep.data) list(x = x, y = y, w = w), no.weights = no.wgts, n = n, lev = lev,
                   cv = cv, cv.crit = cv.crit, pen.crit = sum(wbar * (ybar - fit$ty)^2), crit = fit$crit, df = df,
                   spar = if (spar.is.lambda) NA else fit$spar, ratio = if (spar.is.lambda) NA else fit$ratio,
                   lambda = fit$lambda, iparms = iparms, auxM = NULL, fit = knotfit, call = match.call()),
              class = "smooth.spline")
}

print.smooth.spline <- function(x, digits = getOption("digits"), ...) {
    if (!is.null(cl <- x$call)) {
        cat("Call:\n")
        dput(cl, control = NULL)
    }
    ip <- x$iparms
    cat("\nSmoothing Parameter  spar=", format(x$spar, digits = digits), " lambda=", format(x$lambda, digits = digits),
        if (ip["ispar"] != 1L) paste0("(", ip["iter"], " iterations)"))
    cat("\n")
    cat("Equivalent Degrees of Freedom (Df):", format(x$df, digits = digits))
    cat("\n")
    cat(sprintf("Penalized Criterion (%sRSS): %s\n", if (x$no.weights) "" else "weighted ",
                format(x$pen.crit, digits = digits)))
    if (!is.na(cv <- x$cv))
        cat(if (cv) "PRESS(l.o.o. CV): " else "GCV: ", format(x$cv.crit, digits = digits), "\n", sep = "")
    invisible(x)
}

predict.smooth.spline <- function(object, x, deriv = 0, ...) {
    if (missing(x)) {
        if (deriv == 0) return(object[c("x", "y")])
        x <- object$x
    }
    if (is.null(fit <- object$fit)) stop("not a valid \"smooth.spline\" object")
    predict(fit, x, deriv, ...)
}

predict.smooth.spline.fit <- function(object, x, deriv = 0, ...) {
    if (missing(x))
        x <- seq.int(from = object$min, to = object$min + object$range, length.out = length(object$coef) - 4L)
    xs <- (x - object$min)/object$range
    left <- xs < 0
    right <- xs > 1
    outside <- left | right
    inside <- !outside
    y <- xs
    if (any(inside)) y[inside] <- .bvalus(object$knot, object$coef, xs[inside], as.integer(deriv))
    if (any(outside)) {
        ends <- c(object$min, object$min + object$range)
        # beyond the data the spline continues as its tangent at the nearer end
        if (deriv == 0) {
            at <- predict.smooth.spline.fit(object, ends)$y
            slope <- predict.smooth.spline.fit(object, ends, 1)$y * object$range
            if (any(left)) y[left] <- at[1L] + slope[1L] * (xs[left] - 0)
            if (any(right)) y[right] <- at[2L] + slope[2L] * (xs[right] - 1)
        } else if (deriv == 1) {
            slope <- predict.smooth.spline.fit(object, ends, 1)$y * object$range
            y[left] <- slope[1L]
            y[right] <- slope[2L]
        } else y[outside] <- 0
    }
    if (deriv > 0) y <- y/(object$range^deriv)
    list(x = x, y = y)
}

fitted.smooth.spline <- function(object, ...) {
    if (!is.list(dat <- object$data)) stop("need result of smooth.spline(keep.data = TRUE)")
    object$y[match(dat$x, object$x)]
}

residuals.smooth.spline <- function(object, type = c("working", "response", "deviance", "pearson", "partial"), ...) {
    type <- match.arg(type)
    if (!is.list(dat <- object$data)) stop("need result of smooth.spline(keep.data = TRUE)")
    r <- dat$y - object$y[match(dat$x, object$x)]
    res <- switch(type, working = , response = r, deviance = , pearson = if (is.null(dat$w)) r else r * sqrt(dat$w),
                  partial = r)
    if (type == "partial") stop("type = \"partial\" is not yet implemented")
    res
}
