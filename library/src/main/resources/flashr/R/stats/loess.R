# stats/loess.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Local polynomial regression as R's loess: the fit with its control settings and robustness iterations,
# its print and summary, predict (with standard errors), and loess.smooth/scatter.smooth. The numerics
# (local fits, k-d tree and vertex interpolation, trace and delta statistics) are LoessBuiltins'.

loess.control <- function(surface = c("interpolate", "direct"),
                          statistics = c("approximate", "exact", "none"),
                          trace.hat = c("exact", "approximate"), cell = 0.2, iterations = 4L,
                          iterTrace = FALSE, ...) {
    stopifnot(length(iterations) == 1L, !is.na(iterations), as.integer(iterations) > 0L,
              length(iterTrace) == 1L, !is.na(iterTrace), as.integer(iterTrace) >= 0L)
    list(surface = match.arg(surface), statistics = match.arg(statistics),
         trace.hat = match.arg(trace.hat), cell = cell, iterations = iterations, iterTrace = iterTrace)
}

loess <- function(formula, data, weights, subset, na.action, model = FALSE, span = 0.75, enp.target,
                  degree = 2L, parametric = FALSE, drop.square = FALSE, normalize = TRUE,
                  family = c("gaussian", "symmetric"), method = c("loess", "model.frame"),
                  control = loess.control(...), ...) {
    family <- match.arg(family)
    method <- match.arg(method)
    formula <- as.formula(formula, parent.frame())
    if (missing(data)) data <- NULL
    where <- if (is.null(data)) environment(formula) else data
    sub <- if (missing(subset)) NULL else eval(substitute(subset), where, parent.frame())
    mf <- model.frame(formula, data = data, subset = sub,
                      na.action = if (missing(na.action)) getOption("na.action", na.omit) else na.action)
    if (method == "model.frame") return(mf)
    mt <- attr(mf, "terms")
    y <- model.response(mf, "numeric")
    w <- if (missing(weights)) NULL else eval(substitute(weights), where, parent.frame())
    if (is.null(w)) w <- rep_len(1, length(y))
    else if (length(w) != length(y)) # the weights of the rows that subset and na.action kept
        w <- w[match(row.names(mf), if (is.data.frame(data)) row.names(data) else as.character(seq_along(w)))]
    nmx <- as.character(attr(mt, "variables"))[-(1L:2)]
    x <- mf[, nmx, drop = FALSE]
    if (any(sapply(x, is.factor))) stop("predictors must all be numeric")
    x <- as.matrix(x)
    D <- ncol(x)
    nmx <- setNames(nm = colnames(x))
    drop.square <- match(nmx, nmx[drop.square], 0L) > 0L
    parametric <- match(nmx, nmx[parametric], 0L) > 0L
    if (!match(degree, 0L:2L, 0L)) stop("'degree' must be 0, 1 or 2")
    iterations <- if (family == "gaussian") 1L else control$iterations
    if (!missing(enp.target)) {
        if (!missing(span)) {
            warning("both 'span' and 'enp.target' specified: 'span' will be used")
        } else {
            tau <- switch(degree + 1L, 1, D + 1, (D + 1) * (D + 2) / 2) - sum(drop.square)
            span <- 1.2 * tau / enp.target
        }
    }
    if (!is.list(control) || !is.character(control$surface) || !is.character(control$statistics) ||
        !is.character(control$trace.hat) || !is.numeric(control$cell) || !is.numeric(iterations))
        stop("invalid 'control' argument")
    fit <- simpleLoess(y, x, w, span, degree = degree, parametric = parametric, drop.square = drop.square,
                       normalize = normalize, statistics = control$statistics, surface = control$surface,
                       cell = control$cell, iterations = iterations, iterTrace = control$iterTrace,
                       trace.hat = control$trace.hat)
    fit$call <- match.call()
    fit$terms <- mt
    fit$xnames <- nmx
    fit$x <- x
    fit$y <- y
    fit$weights <- w
    if (model) fit$model <- mf
    fit$na.action <- attr(mf, "na.action")
    fit
}

# The smoother's column order: nonparametric predictors first, each with its square's degree (1 dropped, 2 kept).
.loess.layout <- function(parametric, drop.square) {
    ord <- order(parametric)
    list(order = ord, cdeg = (2L - drop.square)[ord], nonparametric = sum(!parametric),
         sum.drop.sqr = sum(drop.square))
}

simpleLoess <- function(y, x, weights, span = 0.75, degree = 2L, parametric = FALSE, drop.square = FALSE,
                        normalize = TRUE, statistics = "approximate", surface = "interpolate", cell,
                        iterations, iterTrace, trace.hat) {
    D <- as.integer(NCOL(x))
    if (is.na(D)) stop("invalid NCOL(X)")
    if (D > 4) stop("only 1-4 predictors are allowed")
    N <- as.integer(NROW(x))
    if (is.na(N)) stop("invalid NROW(X)")
    if (!N || !D) stop("invalid 'x'")
    if (length(y) != N) stop("invalid 'y'")
    x <- as.matrix(x)
    storage.mode(x) <- "double"
    storage.mode(y) <- "double"
    storage.mode(weights) <- "double"
    robust <- rep_len(1, N)
    if (normalize && D > 1L) {
        trim <- ceiling(0.1 * N)
        divisor <- sqrt(apply(apply(x, 2L, sort)[seq(trim + 1, N - trim), , drop = FALSE], 2L, var))
        x <- x / rep(divisor, rep_len(N, D))
    } else divisor <- 1
    lay <- .loess.layout(parametric, drop.square)
    x <- x[, lay$order]
    if (degree == 1L && lay$sum.drop.sqr)
        stop("specified the square of a factor predictor to be dropped when degree = 1")
    if (D == 1L && lay$sum.drop.sqr)
        stop("specified the square of a predictor to be dropped with only one numeric predictor")
    if (sum(parametric) == D) stop("specified parametric for all predictors")
    if (length(span) != 1L) stop("invalid argument 'span'")
    if (length(cell) != 1L) stop("invalid argument 'cell'")
    if (length(degree) != 1L) stop("invalid argument 'degree'")
    if (surface == "interpolate" && statistics == "approximate")
        statistics <- if (trace.hat == "exact") "1.approx" else "2.approx"
    surf.stat <- paste(surface, statistics, sep = "/")
    do.rob <- iterations > 1L
    if (!do.rob && iterTrace) {
        warning(sprintf(gettext("iterTrace = %d is not obeyed since iterations = %d"), iterTrace, iterations))
        iterTrace <- FALSE
    }
    if (iterTrace) wRSS <- NA
    for (j in seq_len(iterations)) {
        no.st <- statistics == "none"
        z <- .loess_raw(y, x, if (no.st) 1 else weights, if (no.st) weights * robust else 1, as.double(span),
                        as.integer(degree), lay$nonparametric, lay$cdeg, lay$sum.drop.sqr, as.double(span * cell),
                        surf.stat, surf.stat == "interpolate/exact")
        fitted <- z$fitted.values
        fitted.residuals <- y - fitted
        if (j < iterations) {
            if (iterTrace) old.rob <- robust
            robust <- .lowesw(fitted.residuals)
        }
        if (j == 1) {
            trace.hat.out <- z$trL
            one.delta <- z$delta1
            two.delta <- z$delta2
            if (do.rob) {
                statistics <- "none"
                surf.stat <- paste(surface, statistics, sep = "/")
            }
        }
        if (iterTrace) {
            oSS <- wRSS
            wRSS <- sum(weights * fitted.residuals^2)
            del.SS <- abs(oSS - wRSS) / (if (wRSS == 0) 1 else wRSS)
            d.rob.w <- if (j < iterations) sum(abs(old.rob - robust)) / sum(robust) else NA
            cat(sprintf("iter.%2d: wRSS=%#14.9g, rel. changes: (SS=%#9.4g, rob.wgts=%#9.4g)\n",
                        j, wRSS, del.SS, d.rob.w))
            if (iterTrace >= 2 && j < iterations) {
                cat("robustness weights:\n")
                print(quantile(robust, probs = (0:8) / 8), digits = 3)
            }
        }
    }
    if (surface == "interpolate") fit.kd <- z$kd
    if (do.rob) {
        pseudovalues <- .lowesp(y, fitted, weights, robust)
        zz <- .loess_raw(pseudovalues, x, weights, weights, as.double(span), as.integer(degree),
                         lay$nonparametric, lay$cdeg, lay$sum.drop.sqr, as.double(span * cell), surf.stat,
                         FALSE)$fitted.values
        pseudo.resid <- pseudovalues - zz
    }
    sum.squares <- if (do.rob) sum(weights * pseudo.resid^2) else sum(weights * fitted.residuals^2)
    enp <- one.delta + 2 * trace.hat.out - N
    s <- sqrt(sum.squares / one.delta)
    structure(class = "loess",
              list(n = N, fitted = fitted, residuals = fitted.residuals, enp = enp, s = s,
                   one.delta = one.delta, two.delta = two.delta, trace.hat = trace.hat.out,
                   divisor = divisor, robust = robust,
                   pars = list(span = span, degree = degree, normalize = normalize, parametric = parametric,
                               drop.square = drop.square, surface = surface, cell = cell,
                               family = if (iterations <= 1L) "gaussian" else "symmetric",
                               trace.hat = trace.hat, iterations = iterations),
                   kd = if (surface == "interpolate") fit.kd))
}

print.loess <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    if (!is.null(cl <- x$call)) {
        cat("Call:\n")
        dput(cl, control = NULL)
    }
    cat("\nNumber of Observations:", x$n, "\n")
    cat("Equivalent Number of Parameters:", format(round(x$enp, 2L)), "\n")
    cat("Residual", if (x$pars$family == "gaussian") "Standard Error:" else "Scale Estimate:",
        format(signif(x$s, digits)), "\n")
    invisible(x)
}

summary.loess <- function(object, ...) {
    class(object) <- "summary.loess"
    object
}

print.summary.loess <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    print.loess(x, digits = digits, ...)
    cat("Trace of smoother matrix: ", format(round(x$trace.hat, 2L)), "  (", x$pars$trace.hat, ")\n", sep = "")
    cat("\nControl settings:\n")
    cat("  span     : ", format(x$pars$span), "\n")
    cat("  degree   : ", x$pars$degree, "\n")
    cat("  family   : ", x$pars$family)
    if (x$pars$family != "gaussian") cat("\t    iterations =", x$pars$iterations)
    cat("\n  surface  : ", x$pars$surface)
    if (x$pars$surface == "interpolate") cat("\t  cell =", format(x$pars$cell))
    cat("\n  normalize: ", x$pars$normalize)
    cat("\n parametric: ", x$pars$parametric)
    cat("\ndrop.square: ", x$pars$drop.square, "\n")
    invisible(x)
}

predict.loess <- function(object, newdata = NULL, se = FALSE, na.action = na.pass, ...) {
    if (!inherits(object, "loess")) stop("first argument must be a \"loess\" object")
    if (is.null(newdata) && !se) return(fitted(object))
    op <- object$pars
    res <- predLoess(object$y, object$x, newx = if (is.null(newdata)) object$x
                     else if (is.data.frame(newdata))
                         as.matrix(model.frame(delete.response(terms(object)), newdata, na.action = na.action))
                     else as.matrix(newdata), object$s, object$weights, object$robust, op$span, op$degree,
                     op$normalize, op$parametric, op$drop.square, op$surface, op$cell, op$family,
                     object$kd, object$divisor, se = se)
    if (!is.null(out.attrs <- attr(newdata, "out.attrs"))) {
        if (se) {
            res$fit <- array(res$fit, out.attrs$dim, out.attrs$dimnames)
            res$se.fit <- array(res$se.fit, out.attrs$dim, out.attrs$dimnames)
        } else res <- array(res, out.attrs$dim, out.attrs$dimnames)
    }
    if (se) res$df <- object$one.delta^2 / object$two.delta
    res
}

predLoess <- function(y, x, newx, s, weights, robust, span, degree, normalize, parametric, drop.square,
                      surface, cell, family, kd, divisor, se = FALSE) {
    D <- NCOL(x)
    N <- NROW(x)
    M <- NROW(newx)
    x <- as.matrix(x)
    newx <- as.matrix(newx)
    if (any(divisor != 1)) {
        newx <- newx / rep(divisor, rep_len(M, D))
        x <- x / rep(divisor, rep_len(N, D))
    }
    lay <- .loess.layout(parametric, drop.square)
    x <- x[, lay$order, drop = FALSE]
    x.evaluate <- newx[, lay$order, drop = FALSE]
    storage.mode(x) <- "double"
    storage.mode(y) <- "double"
    if (surface == "direct") {
        nas <- rowSums(is.na(newx)) > 0
        fit <- rep_len(NA_real_, length(nas))
        x.evaluate <- x.evaluate[!nas, , drop = FALSE]
        M <- nrow(x.evaluate)
        if (se) {
            se.fit <- fit
            z <- .loess_dfitse(y, x, as.double(x.evaluate), as.double(weights * robust), as.double(robust),
                               as.integer(family == "gaussian"), as.double(span), as.integer(degree),
                               lay$nonparametric, lay$cdeg, lay$sum.drop.sqr)
            fit[!nas] <- z$fit
            ses <- rowSums(matrix(z$L^2, M, N) / rep(weights, rep_len(M, N)))
            se.fit[!nas] <- s * sqrt(ses)
        } else {
            fit[!nas] <- .loess_dfit(y, x, as.double(x.evaluate), as.double(weights * robust), as.double(span),
                                     as.integer(degree), lay$nonparametric, lay$cdeg, lay$sum.drop.sqr)
        }
    } else {
        ranges <- apply(x, 2L, range)
        inside <- rowSums((x.evaluate <= rep(ranges[2L, ], rep_len(M, D))) &
                          (x.evaluate >= rep(ranges[1L, ], rep_len(M, D)))) == D
        inside[is.na(inside)] <- FALSE
        M1 <- sum(inside)
        fit <- rep_len(NA_real_, M)
        if (any(inside))
            fit[inside] <- .loess_ifit(as.integer(kd$parameter), as.integer(kd$a), as.double(kd$xi),
                                       as.double(kd$vert), as.double(kd$vval), as.double(x.evaluate[inside, ]))
        if (se) {
            se.fit <- rep_len(NA_real_, M)
            if (any(inside)) {
                L <- .loess_ise(y, x, as.double(x.evaluate[inside, ]), as.double(weights), as.double(span),
                                as.integer(degree), lay$nonparametric, lay$cdeg, lay$sum.drop.sqr,
                                as.double(span * cell))
                tmp <- rowSums(matrix(L^2, M1, N) / rep(weights, rep_len(M1, N)))
                se.fit[inside] <- s * sqrt(tmp)
            }
        }
    }
    rn <- rownames(newx)
    if (se) {
        if (!is.null(rn)) names(fit) <- names(se.fit) <- rn
        list(fit = fit, se.fit = drop(se.fit), residual.scale = s)
    } else {
        if (!is.null(rn)) names(fit) <- rn
        fit
    }
}

loess.smooth <- function(x, y, span = 2/3, degree = 1, family = c("symmetric", "gaussian"),
                         evaluation = 50, ...) {
    notna <- !(is.na(x) | is.na(y))
    x <- x[notna]
    y <- y[notna]
    new.x <- seq.int(min(x), max(x), length.out = evaluation)
    control <- loess.control(...)
    w <- rep_len(1, length(y))
    family <- match.arg(family)
    iterations <- if (family == "gaussian") 1L else control$iterations
    kd <- simpleLoess(y, x, w, span, degree = degree, parametric = FALSE, drop.square = FALSE,
                      normalize = FALSE, statistics = "none", surface = "interpolate", cell = control$cell,
                      iterations = iterations, iterTrace = control$iterTrace, trace.hat = control$trace.hat)$kd
    z <- .loess_ifit(as.integer(kd$parameter), as.integer(kd$a), as.double(kd$xi), as.double(kd$vert),
                     as.double(kd$vval), as.double(new.x))
    list(x = new.x, y = z)
}

scatter.smooth <- function(x, y = NULL, span = 2/3, degree = 1, family = c("symmetric", "gaussian"),
                           xlab = NULL, ylab = NULL, ylim = range(y, pred$y, na.rm = TRUE),
                           evaluation = 50, ..., lpars = list()) {
    xlabel <- if (!missing(x)) deparse1(substitute(x))
    ylabel <- if (!missing(y)) deparse1(substitute(y))
    xy <- xy.coords(x, y, xlabel, ylabel)
    x <- xy$x
    y <- xy$y
    xlab <- if (is.null(xlab)) xy$xlab else xlab
    ylab <- if (is.null(ylab)) xy$ylab else ylab
    pred <- loess.smooth(x, y, span, degree, family, evaluation)
    plot(x, y, ylim = ylim, xlab = xlab, ylab = ylab, ...)
    do.call(lines, c(list(pred), lpars))
    invisible()
}

# Compares nested loess fits by the F statistic on their residual sums of squares, with the
# Cleveland-Grosse degrees of freedom from the deltas; the denominator is the fit with most parameters'.
anova.loess <- function(object, ...) {
    objects <- list(object, ...)
    responses <- as.character(lapply(objects, function(x) as.character(x$terms[[2L]])))
    same <- responses == responses[1L]
    if (!all(same)) {
        objects <- objects[same]
        warning(gettextf("models with response %s removed because response differs from model 1",
                         sQuote(deparse(responses[!same]))), domain = NA)
    }
    nmodels <- length(objects)
    if (nmodels <= 1L) stop("no models to compare")
    descr <- paste0("Model ", format(1L:nmodels), ": ", as.character(lapply(objects, function(x) x$call)),
                    collapse = "\n")
    delta1 <- sapply(objects, function(x) x$one.delta)
    delta2 <- sapply(objects, function(x) x$two.delta)
    s <- sapply(objects, function(x) x$s)
    enp <- sapply(objects, function(x) x$enp)
    rss <- s^2 * delta1
    largest <- order(enp)[nmodels]
    d1diff <- abs(diff(delta1))
    dfnum <- c(d1diff^2 / abs(diff(delta2)))
    dfden <- (delta1^2 / delta2)[largest]
    Fvalue <- c(NA, (abs(diff(rss)) / d1diff) / s[largest]^2)
    pr <- pf(Fvalue, dfnum, dfden, lower.tail = FALSE)
    ans <- data.frame(ENP = round(enp, 2L), RSS = rss, `F-value` = Fvalue, `Pr(>F)` = pr, check.names = FALSE)
    attr(ans, "heading") <- paste0(descr, "\n\n", "Analysis of Variance:   denominator df ",
                                   format(round(dfden, 2L)), "\n")
    class(ans) <- c("anova", "data.frame")
    ans
}
