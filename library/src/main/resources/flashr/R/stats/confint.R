# stats/confint.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# confint with its lm and default methods, written in R after R's own code: Student's t
# quantiles on the residual degrees of freedom for lm, normal quantiles otherwise.

confint <- function(object, parm, level = 0.95, ...) UseMethod("confint")
.confint_table <- function(cf, ses, parm, a, fac) {
    pnames <- names(ses)
    if (missing(parm)) parm <- pnames
    else if (is.numeric(parm)) parm <- pnames[parm]
    pct <- paste(format(100 * a, trim = TRUE, scientific = FALSE, digits = 3), "%")
    ci <- array(NA_real_, dim = c(length(parm), 2L), dimnames = list(parm, pct))
    ci[] <- cf[parm] + ses[parm] %o% fac
    ci
}
confint.lm <- function(object, parm, level = 0.95, ...) {
    cf <- coef(object)
    ses <- sqrt(diag(vcov(object)))
    a <- (1 - level) / 2
    a <- c(a, 1 - a)
    .confint_table(cf, ses, parm, a, qt(a, object$df.residual))
}
confint.default <- function(object, parm, level = 0.95, ...) {
    cf <- coef(object)
    ses <- sqrt(diag(vcov(object)))
    names(ses) <- names(cf)
    a <- (1 - level) / 2
    a <- c(a, 1 - a)
    .confint_table(cf, ses, parm, a, qnorm(a))
}

# confint of a glm as R 4.2 gives it with MASS installed (stats' method calls MASS's): intervals
# from the profiled deviance, MASS's own code (confint.glm, profile.glm, confint.profile.glm); the
# last two are no methods here, as in R 4.2 without MASS loaded (profile(<glm>) has no method)
confint.glm <- function(object, parm, level = 0.95, trace = FALSE, ...) {
    pnames <- names(coef(object))
    if (missing(parm)) parm <- seq_along(pnames)
    else if (is.character(parm)) parm <- match(parm, pnames, nomatch = 0L)
    message("Waiting for profiling to be done...")
    object <- .profile_glm(object, which = parm, alpha = (1 - level) / 4, trace = trace)
    .confint_profile_glm(object, parm = parm, level = level, trace = trace, ...)
}
.confint_profile_glm <- function(object, parm = seq_along(pnames), level = 0.95, ...) {
    of <- attr(object, "original.fit")
    pnames <- names(coef(of))
    if (is.character(parm)) parm <- match(parm, pnames, nomatch = 0L)
    a <- (1 - level) / 2
    a <- c(a, 1 - a)
    pct <- paste(round(100 * a, 1), "%")
    ci <- array(NA, dim = c(length(parm), 2L), dimnames = list(pnames[parm], pct))
    cutoff <- qnorm(a)
    for (pm in parm) {
        pro <- object[[pnames[pm]]]
        if (is.null(pro)) next   # an aliased coefficient
        if (length(pnames) > 1L) sp <- spline(x = pro[, "par.vals"][, pm], y = pro[, 1])
        else sp <- spline(x = pro[, "par.vals"], y = pro[, 1])
        ci[pnames[pm], ] <- approx(sp$y, sp$x, xout = cutoff)$y
    }
    drop(ci)
}
# each coefficient stepped away from its estimate (steps of del standard errors, at most
# maxsteps each way) with the others refitted; z (or tau) the signed root of the deviance change
.profile_glm <- function(fitted, which = 1:p, alpha = 0.01, maxsteps = 10, del = zmax / 5, trace = FALSE, ...) {
    Pnames <- names(B0 <- coef(fitted))
    nonA <- !is.na(B0)
    pv0 <- t(as.matrix(B0))
    p <- length(Pnames)
    if (is.character(which)) which <- match(which, Pnames)
    summ <- summary(fitted)
    std.err <- summ$coefficients[, "Std. Error", drop = FALSE]
    mf <- model.frame(fitted)
    Y <- model.response(mf)
    n <- NROW(Y)
    O <- model.offset(mf)
    if (!length(O)) O <- rep(0, n)
    W <- model.weights(mf)
    if (length(W) == 0L) W <- rep(1, n)
    OriginalDeviance <- deviance(fitted)
    DispersionParameter <- summ$dispersion
    X <- model.matrix(fitted)
    fam <- family(fitted)
    switch(fam$family, binomial = , poisson = , `Negative Binomial` = {
        zmax <- sqrt(qchisq(1 - alpha, 1))
        profName <- "z"
    }, gaussian = , quasi = , inverse.gaussian = , quasibinomial = , quasipoisson = , {
        zmax <- sqrt(qf(1 - alpha, 1, n - p))
        profName <- "tau"
    })
    prof <- vector("list", length = length(which))
    names(prof) <- Pnames[which]
    for (i in which) {
        if (!nonA[i]) next
        zi <- 0
        pvi <- pv0
        a <- nonA
        a[i] <- FALSE
        Xi <- X[, a, drop = FALSE]
        pi <- Pnames[i]
        for (sgn in c(-1, 1)) {
            if (trace) message("\nParameter: ", pi, " ", c("down", "up")[(sgn + 1) / 2 + 1])
            step <- 0
            z <- 0
            LP <- X[, nonA, drop = FALSE] %*% B0[nonA] + O
            while ((step <- step + 1) < maxsteps && abs(z) < zmax) {
                bi <- B0[i] + sgn * step * del * std.err[Pnames[i], 1]
                o <- O + X[, i] * bi
                fm <- glm.fit(x = Xi, y = Y, weights = W, etastart = LP, offset = o, family = fam,
                              control = fitted$control)
                LP <- Xi %*% fm$coefficients + o
                ri <- pv0
                ri[, names(coef(fm))] <- coef(fm)
                ri[, pi] <- bi
                pvi <- rbind(pvi, ri)
                zz <- (fm$deviance - OriginalDeviance) / DispersionParameter
                if (zz > -0.001) zz <- max(zz, 0)
                else stop("profiling has found a better solution, so original fit had not converged")
                z <- sgn * sqrt(zz)
                zi <- c(zi, z)
            }
        }
        si <- order(zi)
        prof[[pi]] <- structure(data.frame(zi[si]), names = profName)
        prof[[pi]]$par.vals <- pvi[si, , drop = FALSE]
    }
    val <- structure(prof, original.fit = fitted, summary = summ)
    class(val) <- c("profile.glm", "profile")
    val
}
