# stats' profiling of nls fits (R's nls-profile.R): profiler.nls refits with one parameter held at each
# of a grid of values, profile.nls walks each parameter out to the cutoff; confint.nls interpolates the
# profile's tau with a spline as R 4.2 does through MASS (its message included).
profiler <- function (fitted, ...) UseMethod("profiler")

profiler.nls <- function (fitted, ...) 
{
    fittedModel <- fitted$m
    algorithm <- fitted$call$algorithm
    ctrl <- fitted$call$control
    trace <- fitted$call$trace
    defaultPars <- fittedPars <- fittedModel$getPars()
    lower <- fitted$call$lower
    lower <- rep_len(if (!is.null(lower)) 
        as.double(lower)
    else Inf, length(defaultPars))
    upper <- fitted$call$upper
    upper <- rep_len(if (!is.null(upper)) 
        as.double(upper)
    else Inf, length(defaultPars))
    defaultVary <- rep.int(TRUE, length(defaultPars))
    S.hat <- deviance(fitted)
    s2.hat <- summary(fitted)$sigma^2
    on.exit(remove(fitted))
    prof <- list(getFittedPars = function() fittedPars, getFittedModel = function() fittedModel, 
        setDefault = function(varying, params) {
            if (missing(params) && missing(varying)) {
                fittedModel$setVarying()
                fittedModel$setPars(fittedPars)
                defaultPars <<- fittedPars
                defaultVary <<- rep.int(TRUE, length(defaultPars))
            } else {
                if (!missing(params)) {
                  if (length(params) != length(fittedPars)) stop("'params' has wrong length")
                  defaultPars <<- params
                }
                if (!missing(varying)) {
                  if (is.numeric(varying)) {
                    if (!all(varying %in% seq_along(fittedPars))) stop("'varying' must be in seq_along(pars)")
                    varying <- !((seq_along(fittedPars)) %in% 
                      varying)
                  } else if (is.logical(varying)) {
                    if (length(varying) != length(fittedPars)) stop("'varying' has wrong length")
                  } else if (is.character(varying)) {
                    if (!all(varying %in% names(fittedPars))) stop("'varying' must be in seq_along(pars)")
                    varying <- !(names(fittedPars) %in% varying)
                  } else stop("'varying' must be logical, integer or character")
                  defaultVary <<- varying
                }
            }
        }, getProfile = function(...) {
            args <- list(...)
            if (length(args) == 0L) {
                vary <- defaultVary
                startPars <- defaultPars
            } else if (length(args) == 2L && is.logical(args[[1L]])) {
                vary <- args[[1L]]
                params <- unlist(args[[2L]])
                startPars <- defaultPars
                startPars[!vary] <- params
            } else {
                if (length(args) == 1 && is.list(args[[1L]])) {
                  params <- unlist(args[[1L]])
                } else if (all(sapply(args, is.numeric))) {
                  params <- unlist(args)
                } else stop("invalid argument to 'getProfile'")
                if (!all(names(params) %in% names(fittedPars))) stop("cannot recognize parameter name")
                startPars <- defaultPars
                vary <- !(names(fittedPars) %in% names(params))
                startPars[!vary] <- params
            }
            fittedModel$setVarying()
            fittedModel$setPars(startPars)
            fittedModel$setVarying(vary)
            fittedModel$setPars(startPars[vary])
            if (algorithm != "port") {
                if (sum(vary)) .nls_iter(fittedModel, ctrl, trace, NULL)
                dev <- fittedModel$deviance()
            } else {
                iv <- nls_port_fit(fittedModel, startPars[vary], 
                  lower[vary], upper[vary], ctrl, trace)
                dev <- if (!iv[1L] %in% 3:6) NA_real_ else fittedModel$deviance()
            }
            profiledModel <- fittedModel
            fstat <- (dev - S.hat)/s2.hat
            fittedModel$setVarying()
            ans <- list(fstat = fstat, parameters = profiledModel$getAllPars(), 
                varying = vary)
            fittedModel$setPars(defaultPars)
            ans
        })
    class(prof) <- c("profiler.nls", "profiler")
    prof
}

profile.nls <- function (fitted, which = 1L:npar, maxpts = 100, alphamax = 0.01, 
    delta.t = cutoff/5, ...) 
{
    f.summary <- summary(fitted)
    std.err <- f.summary$coefficients[, "Std. Error"]
    nobs <- length(resid(fitted))
    prof <- profiler(fitted)
    pars <- prof$getFittedPars()
    npar <- length(pars)
    lower <- fitted$call$lower
    lower <- rep_len(if (!is.null(lower)) 
        as.double(lower)
    else -Inf, npar)
    upper <- fitted$call$upper
    upper <- rep_len(if (!is.null(upper)) 
        as.double(upper)
    else Inf, npar)
    if (is.character(which)) 
        which <- match(which, names(pars), 0)
    which <- which[which >= 1 & which <= npar]
    cutoff <- sqrt(qf(1 - alphamax, 1L, nobs - npar))
    out <- vector("list", npar)
    on.exit(prof$setDefault())
    for (par in which) {
        pars <- prof$getFittedPars()
        prof$setDefault(varying = par)
        sgn <- -1
        count <- 1
        varying <- rep.int(TRUE, npar)
        varying[par] <- FALSE
        tau <- double(2 * maxpts)
        par.vals <- array(0, c(2L * maxpts, npar), list(NULL, 
            names(pars)))
        tau[1L] <- 0
        par.vals[1, ] <- pars
        base <- pars[par]
        profile.par.inc <- delta.t * std.err[par]
        pars[par] <- base - profile.par.inc
        pars[par] <- pmin(upper[par], pmax(lower[par], pars[par]))
        while (count <= maxpts) {
            if (is.na(pars[par]) || isTRUE(all.equal(pars, par.vals[1, 
                ])) || pars[par] < lower[par] || pars[par] > 
                upper[par] || abs(pars[par] - base)/std.err[par] > 
                10 * cutoff) 
                break
            prof$setDefault(params = pars)
            ans <- prof$getProfile()
            if (is.na(ans$fstat) || ans$fstat < 0) 
                break
            newtau <- sgn * sqrt(ans$fstat)
            if (abs(newtau - tau[count]) < 0.1) 
                break
            count <- count + 1
            tau[count] <- newtau
            par.vals[count, ] <- pars <- ans$parameters[1L:npar]
            if (abs(tau[count]) > cutoff) 
                break
            pars <- pars + ((pars - par.vals[count - 1, ]) * 
                delta.t)/abs(tau[count] - tau[count - 1])
            pars[-par] <- pmin(upper[-par], pmax(lower[-par], 
                pars[-par]))
        }
        ind <- seq_len(count)
        tau[ind] <- tau[rev(ind)]
        par.vals[ind, ] <- par.vals[rev(ind), ]
        sgn <- 1
        newmax <- count + maxpts
        pars <- par.vals[count, ]
        pars[par] <- base + profile.par.inc
        pars[par] <- pmin(upper[par], pmax(lower[par], pars[par]))
        while (count <= newmax) {
            if (is.na(pars[par]) || isTRUE(all.equal(pars, par.vals[1, 
                ])) || pars[par] < lower[par] || pars[par] > 
                upper[par] || abs(pars[par] - base)/std.err[par] > 
                10 * cutoff) 
                break
            prof$setDefault(params = pars)
            ans <- prof$getProfile()
            if (is.na(ans$fstat) || ans$fstat < 0) 
                break
            newtau <- sgn * sqrt(ans$fstat)
            if (abs(newtau - tau[count]) < 0.1) 
                break
            count <- count + 1
            tau[count] <- newtau
            par.vals[count, ] <- pars <- ans$parameters[1L:npar]
            if (abs(tau[count]) > cutoff) 
                break
            pars <- pars + ((pars - par.vals[count - 1, ]) * 
                delta.t)/abs(tau[count] - tau[count - 1])
            pars[-par] <- pmin(upper[-par], pmax(lower[-par], 
                pars[-par]))
        }
        ind <- seq_len(count)
        out[[par]] <- structure(list(tau = tau[ind], par.vals = par.vals[ind, 
            , drop = FALSE]), class = "data.frame", row.names = as.character(ind), 
            parameters = list(par = par, std.err = std.err[par]))
        prof$setDefault()
    }
    names(out)[which] <- names(coef(fitted))[which]
    out <- out[which]
    attr(out, "original.fit") <- fitted
    attr(out, "summary") <- f.summary
    class(out) <- c("profile.nls", "profile")
    out
}

confint.nls <- function (object, parm, level = 0.95, ...) 
{
    pnames <- names(coef(object))
    if (missing(parm)) 
        parm <- seq_along(pnames)
    if (is.numeric(parm)) 
        parm <- pnames[parm]
    message("Waiting for profiling to be done...")
    utils::flush.console()
    object <- profile(object, which = parm, alphamax = (1 - level)/4)
    confint(object, parm = parm, level = level, ...)
}

confint.profile.nls <- function (object, parm = seq_along(pnames), level = 0.95, ...) 
{
    pnames <- names(object)
    ncoefs <- length(coef(attr(object, "original.fit")))
    of <- attr(object, "original.fit")
    if (is.numeric(parm)) 
        parm <- pnames[parm]
    parm <- parm[parm %in% pnames]
    n <- length(fitted(of)) - length(of$m$getPars())
    a <- (1 - level)/2
    a <- c(a, 1 - a)
    pct <- paste(round(100 * a, 1), "%", sep = "")
    ci <- array(NA, dim = c(length(parm), 2L), dimnames = list(parm, 
        pct))
    cutoff <- qt(a, n)
    for (pm in parm) {
        pro <- object[[pm]]
        sp <- if (ncoefs > 1) 
            spline(x = pro[, "par.vals"][, pm], y = pro$tau)
        else spline(x = pro[, "par.vals"], y = pro$tau)
        ci[pm, ] <- approx(sp$y, sp$x, xout = cutoff)$y
    }
    drop(ci)
}

