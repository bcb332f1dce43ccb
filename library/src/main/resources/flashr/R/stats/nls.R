# Nonlinear least squares as R's stats::nls with its default Gauss-Newton algorithm (R's nls_iter:
# QR increments, step halving down to minFactor, the relative-offset convergence criterion),
# numericDeriv for the gradient, and the nls methods (print, summary, coef, residuals, predict, ...).
nls.control <- function(maxiter = 50, tol = 1e-05, minFactor = 1/1024, printEval = FALSE,
                        warnOnly = FALSE, scaleOffset = 0, nDcentral = FALSE) {
    stopifnot(is.numeric(tol), length(tol) == 1L, tol > 0, is.numeric(minFactor), length(minFactor) == 1L,
              is.numeric(scaleOffset), length(scaleOffset) == 1L, is.logical(nDcentral),
              length(nDcentral) == 1L, !is.na(nDcentral))
    list(maxiter = maxiter, tol = tol, minFactor = minFactor, printEval = printEval, warnOnly = warnOnly,
         scaleOffset = scaleOffset, nDcentral = nDcentral)
}
numericDeriv <- function(expr, theta, rho = parent.frame(), dir = 1,
                         eps = .Machine$double.eps^(1/if (central) 3 else 2), central = FALSE) {
    dir <- rep_len(dir, length(theta))
    stopifnot(is.finite(eps), eps > 0)
    bad <- "Missing value or an infinity produced when evaluating the model"
    ans <- eval(expr, rho)
    if (!is.double(ans)) storage.mode(ans) <- "double"
    if (any(!is.finite(ans))) stop(bad)
    pars <- lapply(theta, function(name) {
        v <- get(name, envir = rho)
        if (is.integer(v)) stop(gettextf("variable '%s' is integer, not numeric", name), domain = NA)
        if (!is.double(v)) stop(gettextf("variable '%s' is not numeric", name), domain = NA)
        v
    })
    grad <- matrix(0, length(ans), sum(lengths(pars)))
    col <- 0L
    for (i in seq_along(theta)) {
        p <- pars[[i]]
        for (j in seq_along(p)) {
            col <- col + 1L
            orig <- p[j]
            xx <- abs(orig)
            delta <- if (xx == 0) eps else xx * eps
            p[j] <- orig + dir[i] * delta
            assign(theta[i], p, envir = rho)
            up <- eval(expr, rho)
            if (central) {
                p[j] <- orig - dir[i] * delta
                assign(theta[i], p, envir = rho)
                down <- eval(expr, rho)
                if (any(!is.finite(up))) stop(bad)
                grad[, col] <- dir[i] * (up - down) / (2 * delta)
            } else {
                if (any(!is.finite(up))) stop(bad)
                grad[, col] <- dir[i] * (up - ans) / delta
            }
            p[j] <- orig
            assign(theta[i], p, envir = rho)
        }
    }
    attr(ans, "gradient") <- grad
    if (!is.null(d <- dim(ans))) {
        if (d[length(d)] == 1L) d <- d[-length(d)]
        if (length(d) > 1L) dim(attr(ans, "gradient")) <- c(d, dim(attr(ans, "gradient"))[-1L])
    }
    ans
}
nlsModel <- function(form, data, start, wts, upper = NULL, scaleOffset = 0, nDcentral = FALSE) {
    env <- new.env(hash = TRUE, parent = environment(form))
    for (i in names(data)) env[[i]] <- data[[i]]
    ind <- as.list(start)
    parLength <- 0L
    for (i in names(ind)) {
        temp <- start[[i]]
        storage.mode(temp) <- "double"
        env[[i]] <- temp
        ind[[i]] <- parLength + seq_along(temp)
        parLength <- parLength + length(temp)
    }
    # R's setVarying: profiling holds some parameters fixed, and only the others are got, set and differentiated
    useParams <- rep_len(TRUE, parLength)
    getPars.noVarying <- function() unlist(mget(names(ind), env))
    getPars.varying <- function() unlist(mget(names(ind), env))[useParams]
    getPars <- getPars.noVarying
    internalPars <- getPars()
    lhs <- eval(form[[2L]], envir = env)
    rhs <- eval(form[[3L]], envir = env)
    .swts <- if (!missing(wts) && length(wts)) sqrt(wts) else rep_len(1, length(rhs))
    env$.swts <- .swts
    resid <- .swts * (lhs - rhs)
    dev <- sum(resid^2)
    if (is.null(attr(rhs, "gradient"))) {
        getRHS.noVarying <- function() numericDeriv(form[[3L]], names(ind), env, central = nDcentral)
        getRHS <- getRHS.noVarying
        rhs <- getRHS()
    } else {
        getRHS.noVarying <- function() eval(form[[3L]], envir = env)
        getRHS <- getRHS.noVarying
    }
    getRHS.varying <- function() {
        ans <- getRHS.noVarying()
        attr(ans, "gradient") <- as.matrix(attr(ans, "gradient"))[, useParams, drop = FALSE]
        ans
    }
    dimGrad <- dim(attr(rhs, "gradient"))
    npar <- if (length(dimGrad)) dimGrad[length(dimGrad)] else length(attr(rhs, "gradient"))
    if (length(gr <- attr(rhs, "gradient")) == 1L) attr(rhs, "gradient") <- gr <- as.vector(gr)
    QR <- qr(.swts * gr)
    if (QR$rank < min(dim(QR$qr))) stop("singular gradient matrix at initial parameter estimates")
    setPars.noVarying <- function(newPars) {
        internalPars <<- newPars
        for (i in names(ind)) env[[i]] <- unname(newPars[ind[[i]]])
    }
    setPars.varying <- function(newPars) {
        internalPars[useParams] <<- newPars
        for (i in names(ind)) env[[i]] <- unname(internalPars[ind[[i]]])
    }
    setPars <- setPars.noVarying
    if (scaleOffset) scaleOffset <- (length(resid) - npar) * scaleOffset^2
    convCrit <- function() {
        if (npar == 0) return(0)
        rr <- qr.qty(QR, c(resid))
        sqrt(sum(rr[1L:npar]^2) / (scaleOffset + sum(rr[-(1L:npar)]^2)))
    }
    m <- list(resid = function() resid, fitted = function() rhs, formula = function() form,
              deviance = function() dev, lhs = function() lhs,
              gradient = function() .swts * attr(rhs, "gradient"), conv = function() convCrit(),
              incr = function() qr.coef(QR, resid),
              setPars = function(newPars) {
                  setPars(newPars)
                  resid <<- .swts * (lhs - (rhs <<- getRHS()))
                  dev <<- sum(resid^2)
                  if (length(gr <- attr(rhs, "gradient")) == 1L) gr <- c(gr)
                  QR <<- qr(.swts * gr)
                  (QR$rank < min(dim(QR$qr)))
              },
              getPars = function() getPars(), getAllPars = function() getPars(), getEnv = function() env,
              setVarying = function(vary = rep_len(TRUE, np)) {
                  np <- length(useParams)
                  useParams <<- if (is.character(vary)) {
                      temp <- logical(np)
                      temp[unlist(ind[vary])] <- TRUE
                      temp
                  } else if (is.logical(vary) && length(vary) != np)
                      stop("setVarying : 'vary' length must match length of parameters")
                  else vary
                  if (all(useParams)) {
                      setPars <<- setPars.noVarying
                      getPars <<- getPars.noVarying
                      getRHS <<- getRHS.noVarying
                      npar <<- length(useParams)
                  } else {
                      setPars <<- setPars.varying
                      getPars <<- getPars.varying
                      getRHS <<- getRHS.varying
                      npar <<- length(seq_along(useParams)[useParams])
                  }
              },
              trace = function() {
                  d <- getOption("digits")
                  cat(sprintf("%-*s (%.2e): par = (%s)\n", d + 4L + 2L * (scaleOffset > 0),
                              formatC(dev, digits = d, flag = "#"), convCrit(),
                              paste(vapply(getPars(), format, ""), collapse = " ")))
              },
              Rmat = function() qr.R(QR),
              predict = function(newdata = list(), qr = FALSE) eval(form[[3L]], as.list(newdata), env))
    class(m) <- "nlsModel"
    m
}
# R's C nls_iter: Gauss-Newton steps, each halved until the deviance does not increase
.nls_iter <- function(m, ctrl, trace, cl) {
    maxIter <- as.integer(ctrl$maxiter)
    tolerance <- as.double(ctrl$tol)
    minFac <- as.double(ctrl$minFactor)
    warnOnly <- isTRUE(as.logical(ctrl$warnOnly))
    printEval <- isTRUE(as.logical(ctrl$printEval))
    pars <- m$getPars()
    dev <- m$deviance()
    if (trace) m$trace()
    fac <- 1
    hasConverged <- FALSE
    evaltotCnt <- 1L
    convNew <- -1
    info <- function(msg, code, iter)
        list(isConv = code == 0L, finIter = iter, finTol = convNew, stopCode = code, stopMessage = msg)
    fail <- function(msg, code, iter) {
        if (warnOnly) {
            warning(simpleWarning(msg, cl))
            return(info(msg, code, iter))
        }
        stop(simpleError(msg, cl))
    }
    i <- 0L
    while (i < maxIter) {
        if ((convNew <- m$conv()) <= tolerance) {
            hasConverged <- TRUE
            break
        }
        incr <- m$incr()
        evalCnt <- if (printEval) 1L else -1L
        while (fac >= minFac) {
            if (printEval) {
                cat(sprintf("  It. %3d, fac= %11.6g, eval (no.,total): (%2d,%3d):", i + 1L, fac, evalCnt, evaltotCnt))
                evalCnt <- evalCnt + 1L
                evaltotCnt <- evaltotCnt + 1L
            }
            newPars <- pars + fac * incr
            if (m$setPars(newPars)) return(fail("singular gradient", 1L, i))
            newDev <- m$deviance()
            if (printEval) cat(sprintf(" new dev = %g\n", newDev))
            if (newDev <= dev) {
                dev <- newDev
                pars <- newPars
                fac <- min(2 * fac, 1)
                break
            }
            fac <- fac / 2
        }
        if (trace) m$trace()
        if (fac < minFac)
            return(fail(sprintf("step factor %g reduced below 'minFactor' of %g", fac, minFac), 2L, i))
        i <- i + 1L
    }
    if (!hasConverged) return(fail(sprintf("number of iterations exceeded maximum of %d", maxIter), 3L, i))
    info("converged", 0L, i)
}
# The parameter names of a selfStart model on the formula's right-hand side (y ~ SSlogis(x, A, m, s)
# names A, m and s), as R's nls finds them when 'start' is missing; NULL for other models.
.nls_selfstart_pnames <- function(formula, where) {
    cll <- formula[[length(formula)]]
    if (is.symbol(cll)) cll <- substitute(S + 0, list(S = cll))
    fn <- as.character(cll[[1L]])
    func <- tryCatch(get(fn), error = function(e) NULL)
    if (is.null(func)) func <- get(fn, envir = where)
    if (!is.null(pn <- .ss_attributes(func, fn)$pnames)) as.character(as.list(match.call(func, call = cll))[-1L][pn])
}
nls <- function(formula, data = parent.frame(), start, control = nls.control(),
                algorithm = c("default", "plinear", "port"), trace = FALSE, subset, weights, na.action,
                model = FALSE, lower = -Inf, upper = Inf, ...) {
    formula <- as.formula(formula)
    algorithm <- match.arg(algorithm)
    if (algorithm == "port") stop(gettextf("algorithm \"%s\" is not supported", algorithm), domain = NA)
    if (!is.list(data) && !is.environment(data)) stop("'data' must be a list or an environment")
    cl <- match.call()
    varNames <- all.vars(formula)
    if (length(formula) == 2L) {
        formula[[3L]] <- formula[[2L]]
        formula[[2L]] <- 0
    }
    form2 <- formula
    form2[[2L]] <- 0
    varNamesRHS <- all.vars(form2)
    mWeights <- missing(weights)
    pnames <- if (!missing(start)) names(start) else if (!is.null(attr(data, "parameters")))
        names(attr(data, "parameters")) else .nls_selfstart_pnames(formula, parent.frame())
    env <- environment(formula)
    if (is.null(env)) env <- parent.frame()
    if (length(pnames)) varNames <- varNames[is.na(match(varNames, pnames))]
    lenVar <- function(var) tryCatch(length(eval(as.name(var), data, env)), error = function(e) -1L)
    if (length(varNames)) {
        n <- vapply(varNames, lenVar, 0)
        if (any(not.there <- n == -1L)) {
            nnn <- names(n[not.there])
            if (missing(start)) {
                if (algorithm == "plinear") stop("no starting values specified")
                warning("No starting values specified for some parameters.\n", "Initializing ",
                        paste(sQuote(nnn), collapse = ", "), " to '1.'.\n",
                        "Consider specifying 'start' or using a selfStart model", domain = NA)
                start <- setNames(as.list(rep_len(1, length(nnn))), nnn)
                varNames <- varNames[i <- is.na(match(varNames, nnn))]
                n <- n[i]
            } else stop(gettextf("parameters without starting value in 'data': %s", paste(nnn, collapse = ", ")), domain = NA)
        }
    } else {
        if (length(pnames) && any((np <- sapply(pnames, lenVar)) == -1)) {
            message(sprintf(ngettext(sum(np == -1), "fitting parameter %s without any variables",
                                     "fitting parameters %s without any variables"),
                            paste(sQuote(pnames[np == -1]), collapse = ", ")), domain = NA)
            n <- integer()
        } else stop("no parameters to fit")
    }
    respLength <- length(eval(formula[[2L]], data, env))
    if (length(n) > 0L) {
        varIndex <- n %% respLength == 0
        vNms <- varNames[varIndex]
        mf <- lapply(setNames(vNms, vNms), function(v) eval(as.name(v), data, env))
        keep <- rep_len(TRUE, respLength)
        if (!missing(subset)) {
            s <- eval(substitute(subset), data, env)
            keep <- if (is.logical(s)) keep & rep_len(s, respLength) else seq_len(respLength) %in% s
        }
        wts <- if (mWeights) rep_len(1, respLength) else eval(substitute(weights), data, env)
        ok <- keep & !Reduce(`|`, lapply(mf, function(v) if (length(v) == respLength) is.na(v) else FALSE), FALSE)
        if (!mWeights) ok <- ok & !is.na(wts)
        omitted <- which(keep & !ok)
        mf <- lapply(mf, function(v) if (length(v) == respLength) v[ok] else v)
        if (!mWeights) wts <- wts[ok]
        else wts <- rep_len(1, sum(ok))
        na.act <- if (length(omitted)) structure(omitted, names = as.character(omitted), class = "omit")
        if (any(wts < 0 | is.na(wts))) stop("missing or negative weights not allowed")
    } else {
        varIndex <- logical()
        mf <- list(0)
        wts <- numeric()
        na.act <- NULL
    }
    if (missing(start)) start <- getInitial(formula, data = mf, control = control, trace = trace)
    for (var in varNames[!varIndex]) mf[[var]] <- eval(as.name(var), data, env)
    varNamesRHS <- varNamesRHS[varNamesRHS %in% varNames[varIndex]]
    ctrl <- nls.control()
    if (!missing(control)) {
        control <- as.list(control)
        ctrl[names(control)] <- control
    }
    scOff <- ctrl$scaleOffset
    nDcntr <- ctrl$nDcentral
    m <- if (algorithm == "plinear") nlsModel.plinear(formula, mf, start, wts, scaleOffset = scOff, nDcentral = nDcntr)
         else nlsModel(formula, mf, start, wts, scaleOffset = scOff, nDcentral = nDcntr)
    if (!identical(lower, -Inf) || !identical(upper, +Inf)) {
        warning("upper and lower bounds ignored unless algorithm = \"port\"")
        cl$lower <- NULL
        cl$upper <- NULL
    }
    convInfo <- .nls_iter(m, ctrl, trace, sys.call())
    nls.out <- list(m = m, convInfo = convInfo, data = substitute(data), call = cl)
    nls.out$call$algorithm <- algorithm
    nls.out$call$control <- ctrl
    nls.out$call$trace <- trace
    nls.out$na.action <- na.act
    nls.out$dataClasses <- vapply(mf[varNamesRHS], function(x) if (is.factor(x)) "factor" else if (is.logical(x)) "logical" else "numeric", "")
    if (model) nls.out$model <- mf
    if (!mWeights) nls.out$weights <- wts
    nls.out$control <- control
    class(nls.out) <- "nls"
    nls.out
}
.p.nls.convInfo <- function(x, digits, show. = getOption("show.nls.convergence", TRUE)) {
    if (!is.null(ci <- x$convInfo)) {
        if (!ci$isConv || show.) {
            cat("\nNumber of iterations", if (ci$isConv) "to convergence:" else "till stop:", ci$finIter,
                "\nAchieved convergence tolerance:", format(ci$finTol, digits = digits))
            cat("\n")
        }
        if (!ci$isConv) {
            cat("Reason stopped:", ci$stopMessage)
            cat("\n")
        }
    }
    invisible()
}
print.nls <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    cat("Nonlinear regression model\n")
    cat("  model: ", deparse(formula(x)), "\n", sep = "")
    cat("   data: ", deparse(x$data), "\n", sep = "")
    print(x$m$getAllPars(), digits = digits, ...)
    cat(" ", if (!is.null(x$weights) && diff(range(x$weights))) "weighted ", "residual sum-of-squares: ",
        format(x$m$deviance(), digits = digits), "\n", sep = "")
    .p.nls.convInfo(x, digits = digits)
    invisible(x)
}
summary.nls <- function(object, correlation = FALSE, symbolic.cor = FALSE, ...) {
    r <- as.vector(object$m$resid())
    w <- object$weights
    n <- if (!is.null(w)) sum(w > 0) else length(r)
    param <- coef(object)
    pnames <- names(param)
    p <- length(param)
    rdf <- n - p
    resvar <- if (rdf <= 0) NaN else deviance(object) / rdf
    XtXinv <- chol2inv(object$m$Rmat())
    dimnames(XtXinv) <- list(pnames, pnames)
    se <- sqrt(diag(XtXinv) * resvar)
    tval <- param / se
    param <- cbind(param, se, tval, 2 * pt(abs(tval), rdf, lower.tail = FALSE))
    dimnames(param) <- list(pnames, c("Estimate", "Std. Error", "t value", "Pr(>|t|)"))
    ans <- list(formula = formula(object), residuals = r, sigma = sqrt(resvar), df = c(p, rdf),
                cov.unscaled = XtXinv, call = object$call, convInfo = object$convInfo,
                control = object$control, na.action = object$na.action, coefficients = param, parameters = param)
    if (correlation && rdf > 0) {
        ans$correlation <- (XtXinv * resvar) / outer(se, se)
        ans$symbolic.cor <- symbolic.cor
    }
    class(ans) <- "summary.nls"
    ans
}
print.summary.nls <- function(x, digits = max(3L, getOption("digits") - 3L), symbolic.cor = x$symbolic.cor,
                              signif.stars = getOption("show.signif.stars"), ...) {
    cat("\nFormula: ", paste(deparse(x$formula), sep = "\n", collapse = "\n"), "\n", sep = "")
    rdf <- x$df[2L]
    cat("\nParameters:\n")
    printCoefmat(x$coefficients, digits = digits, signif.stars = signif.stars, ...)
    cat("\nResidual standard error:", format(signif(x$sigma, digits)), "on", rdf, "degrees of freedom")
    cat("\n")
    correl <- x$correlation
    if (!is.null(correl)) {
        p <- NCOL(correl)
        if (p > 1) {
            cat("\nCorrelation of Parameter Estimates:\n")
            correl <- format(round(correl, 2), nsmall = 2L, digits = digits)
            correl[!lower.tri(correl)] <- ""
            print(correl[-1, -p, drop = FALSE], quote = FALSE)
        }
    }
    .p.nls.convInfo(x, digits = digits)
    if (nzchar(mess <- naprint(x$na.action))) cat("  (", mess, ")\n", sep = "")
    cat("\n")
    invisible(x)
}
coef.nls <- function(object, ...) object$m$getAllPars()
vcov.nls <- function(object, ...) {
    sm <- summary(object)
    sm$cov.unscaled * sm$sigma^2
}
deviance.nls <- function(object, ...) object$m$deviance()
df.residual.nls <- function(object, ...) {
    w <- object$weights
    n <- if (!is.null(w)) sum(w != 0) else length(object$m$resid())
    n - length(coef(object))
}
nobs.nls <- function(object, ...) if (is.null(w <- object$weights)) length(object$m$resid()) else sum(w != 0)
formula.nls <- function(x, ...) x$m$formula()
weights.nls <- function(object, ...) object$weights
fitted.nls <- function(object, ...) {
    val <- as.vector(object$m$fitted())
    attr(val, "label") <- "Fitted values"
    val
}
residuals.nls <- function(object, type = c("response", "pearson"), ...) {
    type <- match.arg(type)
    if (type == "pearson") {
        val <- as.vector(object$m$resid())
        std <- sqrt(sum(val^2) / (length(val) - length(coef(object))))
        val <- val / std
        attr(val, "label") <- "Standardized residuals"
    } else {
        val <- as.vector(object$m$lhs() - object$m$fitted())
        attr(val, "label") <- "Residuals"
    }
    val
}
predict.nls <- function(object, newdata, se.fit = FALSE, scale = NULL, df = Inf,
                        interval = c("none", "confidence", "prediction"), level = 0.95, ...) {
    if (missing(newdata)) return(as.vector(fitted(object)))
    object$m$predict(newdata)
}
logLik.nls <- function(object, REML = FALSE, ...) {
    if (REML) stop("cannot calculate REML log-likelihood for \"nls\" objects")
    res <- object$m$resid()
    N <- length(res)
    w <- if (is.null(object$weights)) rep_len(1, N) else object$weights
    zw <- w == 0
    N <- sum(!zw)
    val <- -N * (log(2 * pi) + 1 - log(N) - sum(log(w + zw)) / N + log(sum(res^2))) / 2
    attr(val, "df") <- 1L + length(coef(object))
    attr(val, "nobs") <- attr(val, "nall") <- N
    class(val) <- "logLik"
    val
}
