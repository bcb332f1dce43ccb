# stats/manova.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# R's own code for multivariate analysis of variance (manova, an aov fit of several responses,
# and its summary's Pillai, Wilks, Hotelling-Lawley and Roy tests), C (a factor with contrasts set),
# is.empty.model, and lsfit's diagnostics ls.diag and ls.print.

manova <- function(...) {
    Call <- fcall <- match.call()
    fcall[[1L]] <- quote(stats::aov)
    result <- eval(fcall, parent.frame())
    if (inherits(result, "aovlist")) {
        for (i in seq_along(result)) {
            if (!inherits(result[[i]], "maov")) stop("need multiple responses")
            class(result[[i]]) <- c("manova", oldClass(result[[i]]))
        }
        attr(result, "call") <- Call
    } else {
        if (!inherits(result, "maov")) stop("need multiple responses")
        class(result) <- c("manova", oldClass(result))
        result$call <- Call
    }
    result
}
summary.manova <- function(object, test = c("Pillai", "Wilks", "Hotelling-Lawley", "Roy"),
                           intercept = FALSE, tol = 1e-7, ...) {
    if (!inherits(object, "maov"))
        stop(gettextf("object must be of class %s or %s", dQuote("manova"), dQuote("maov")), domain = NA)
    test <- match.arg(test)
    asgn <- object$assign[object$qr$pivot[1L:object$rank]]
    uasgn <- unique(asgn)
    nterms <- length(uasgn)
    effects <- object$effects
    if (!is.null(effects)) effects <- as.matrix(effects)[seq_along(asgn), , drop = FALSE]
    rdf <- object$df.residual
    nmeffect <- c("(Intercept)", attr(object$terms, "term.labels"))
    resid <- as.matrix(object$residuals)
    wt <- object$weights
    if (!is.null(wt)) resid <- resid * sqrt(wt)
    nresp <- NCOL(resid)
    if (nresp <= 1) stop("need multiple responses")
    if (is.null(effects)) {
        df <- nterms <- 0
        ss <- list(0)
        nmrows <- character()
    } else {
        df <- numeric(nterms)
        ss <- list(nterms)
        nmrows <- character(nterms)
        for (i in seq(nterms)) {
            ai <- (asgn == uasgn[i])
            nmrows[i] <- nmeffect[1 + uasgn[i]]
            df[i] <- sum(ai)
            ss[[i]] <- crossprod(effects[ai, , drop = FALSE])
        }
    }
    pm <- pmatch("(Intercept)", nmrows, 0L)
    if (!intercept && pm > 0) {
        nterms <- nterms - 1
        df <- df[-pm]
        nmrows <- nmrows[-pm]
        ss <- ss[-pm]
    }
    names(ss) <- nmrows
    nt <- nterms
    if (rdf > 0) {
        nt <- nterms + 1
        df[nt] <- rdf
        ss[[nt]] <- crossprod(resid)
        names(ss)[nt] <- nmrows[nt] <- "Residuals"
        ok <- df[-nt] > 0
        eigs <- array(NA, c(nterms, nresp), dimnames = list(nmrows[-nt], NULL))
        stats <- matrix(NA, nt, 5, dimnames = list(nmrows, c(test, "approx F", "num Df", "den Df", "Pr(>F)")))
        # the residual SSP scaled to unit diagonal, so that its rank is judged as R's
        sc <- sqrt(sss <- diag(ss[[nt]]))
        for (i in seq_len(nterms)[ok]) sss <- sss + diag(ss[[i]])
        sc[sc < sqrt(sss) * 1e-6] <- 1
        D <- diag(1 / sc)
        rss.qr <- qr(D %*% ss[[nt]] %*% D, tol = tol)
        if (rss.qr$rank < ncol(resid))
            stop(gettextf("residuals have rank %d < %d", rss.qr$rank, ncol(resid)), domain = NA)
        if (!is.null(rss.qr))
            for (i in seq_len(nterms)[ok]) {
                A1 <- qr.coef(rss.qr, D %*% ss[[i]] %*% D)
                eigs[i, ] <- Re(eigen(A1, symmetric = FALSE, only.values = TRUE)$values)
                stats[i, 1L:4L] <- .mlm.test(test, eigs[i, ], df[i], df[nt])
                ok <- stats[, 2L] >= 0 & stats[, 3L] > 0 & stats[, 4L] > 0
                ok <- !is.na(ok) & ok
                stats[ok, 5L] <- pf(stats[ok, 2L], stats[ok, 3L], stats[ok, 4L], lower.tail = FALSE)
            }
        x <- list(row.names = nmrows, SS = ss, Eigenvalues = eigs, stats = cbind(Df = df, stats = stats))
    } else x <- list(row.names = nmrows, SS = ss, Df = df)
    class(x) <- "summary.manova"
    x
}
print.summary.manova <- function(x, digits = getOption("digits"), ...) {
    if (length(stats <- x$stats)) {
        print.anova(stats)
    } else {
        cat("No error degrees of freedom\n\n")
        print(data.frame(Df = x$Df, row.names = x$row.names))
    }
    invisible(x)
}
C <- function(object, contr, how.many, ...) {
    if (isFALSE(as.logical(Sys.getenv("_R_OPTIONS_STRINGS_AS_FACTORS_")))) object <- as.factor(object)
    if (!nlevels(object)) stop("object not interpretable as a factor")
    if (!missing(contr) && is.name(Xcontr <- substitute(contr)))
        contr <- switch(as.character(Xcontr), poly = "contr.poly", helmert = "contr.helmert",
                        sum = "contr.sum", treatment = "contr.treatment", SAS = "contr.SAS", contr)
    if (missing(contr)) {
        oc <- getOption("contrasts")
        contr <- if (length(oc) < 2L) if (is.ordered(object)) contr.poly else contr.treatment
                 else oc[1 + is.ordered(object)]
    }
    if (missing(how.many) && missing(...)) contrasts(object) <- contr
    else {
        if (is.character(contr)) contr <- get(contr, mode = "function")
        if (is.function(contr)) contr <- contr(nlevels(object), ...)
        # how.many missing passes on as absent (contrasts<- then takes nlevels - 1), as in R
        if (missing(how.many)) contrasts(object) <- contr
        else contrasts(object, how.many) <- contr
    }
    object
}
is.empty.model <- function(x) {
    tt <- terms(x)
    (length(attr(tt, "factors")) == 0L) & (attr(tt, "intercept") == 0L)
}
ls.diag <- function(ls.out) {
    resids <- as.matrix(ls.out$residuals)
    d0 <- dim(resids)
    xnames <- colnames(ls.out$qr$qr)
    yname <- colnames(resids)
    good <- complete.cases(resids, ls.out$wt)
    if (any(!good)) {
        warning("missing observations deleted")
        resids <- resids[good, , drop = FALSE]
    }
    if (!is.null(ls.out$wt)) {
        if (any(ls.out$wt[good] == 0))
            warning("observations with 0 weight not used in calculating standard deviation")
        resids <- resids * sqrt(ls.out$wt[good])
    }
    p <- ls.out$qr$rank
    n <- nrow(resids)
    hatdiag <- rep.int(NA_real_, d0[1L])
    stats <- array(NA_real_, dim = d0)
    colnames(stats) <- yname
    stdres <- studres <- dfits <- Cooks <- stats
    q <- qr.qy(ls.out$qr, rbind(diag(p), matrix(0, nrow = n - p, ncol = p)))
    hatdiag[good] <- rowSums(as.matrix(q^2))
    stddev <- sqrt(colSums(as.matrix(resids^2)) / (n - p))
    stddevmat <- matrix(stddev, nrow = sum(good), ncol = ncol(resids), byrow = TRUE)
    stdres[good, ] <- resids / (sqrt(1 - hatdiag[good]) * stddevmat)
    studres[good, ] <- (stdres[good, ] * stddevmat) /
        sqrt(((n - p) * stddevmat^2 - resids^2 / (1 - hatdiag[good])) / (n - p - 1))
    dfits[good, ] <- sqrt(hatdiag[good] / (1 - hatdiag[good])) * studres[good, ]
    Cooks[good, ] <- ((stdres[good, ]^2 * hatdiag[good]) / p) / (1 - hatdiag[good])
    if (ncol(resids) == 1 && is.null(yname)) {
        stdres <- as.vector(stdres)
        Cooks <- as.vector(Cooks)
        studres <- as.vector(studres)
        dfits <- as.vector(dfits)
    }
    qr <- as.matrix(ls.out$qr$qr[1L:p, 1L:p])
    qr[row(qr) > col(qr)] <- 0
    covmat.unscaled <- tcrossprod(solve(qr))
    dimnames(covmat.unscaled) <- list(xnames, xnames)
    covmat.scaled <- sum(stddev^2) * covmat.unscaled
    cormat <- covmat.scaled / sqrt(outer(diag(covmat.scaled), diag(covmat.scaled)))
    stderr <- outer(sqrt(diag(covmat.unscaled)), stddev)
    dimnames(stderr) <- list(xnames, yname)
    return(list(std.dev = stddev, hat = hatdiag, std.res = stdres, stud.res = studres, cooks = Cooks,
                dfits = dfits, correlation = cormat, std.err = stderr, cov.scaled = covmat.scaled,
                cov.unscaled = covmat.unscaled))
}
ls.print <- function(ls.out, digits = 4L, print.it = TRUE) {
    resids <- as.matrix(ls.out$residuals)
    if (!is.null(ls.out$wt)) {
        if (any(ls.out$wt == 0)) warning("observations with 0 weights not used")
        resids <- resids * sqrt(ls.out$wt)
    }
    n <- apply(resids, 2L, length) - colSums(is.na(resids))
    lsqr <- ls.out$qr
    p <- lsqr$rank
    if (ls.out$intercept) {
        if (is.matrix(lsqr$qt)) totss <- colSums(lsqr$qt[-1L, ]^2)
        else totss <- sum(lsqr$qt[-1L]^2)
        degfree <- p - 1
    } else {
        totss <- colSums(as.matrix(lsqr$qt^2))
        degfree <- p
    }
    resss <- colSums(resids^2, na.rm = TRUE)
    resse <- sqrt(resss / (n - p))
    regss <- totss - resss
    rsquared <- regss / totss
    fstat <- (regss / degfree) / (resss / (n - p))
    pvalue <- pf(fstat, degfree, (n - p), lower.tail = FALSE)
    Ynames <- colnames(resids)
    summary <- cbind(format(round(resse, digits)), format(round(rsquared, digits)), format(round(fstat, digits)),
                     format(degfree), format(n - p), format(round(pvalue, digits)))
    dimnames(summary) <- list(Ynames, c("Mean Sum Sq", "R Squared", "F-value", "Df 1", "Df 2", "Pr(>F)"))
    mat <- as.matrix(lsqr$qr[1L:p, 1L:p])
    mat[row(mat) > col(mat)] <- 0
    uVar <- diag(tcrossprod(solve(mat)))
    m.y <- ncol(resids)
    coef.table <- as.list(1L:m.y)
    coef <- if (m.y == 1) matrix(ls.out$coefficients, ncol = 1L) else ls.out$coefficients
    for (i in 1L:m.y) {
        se <- sqrt((resss[i] / (n[i] - p)) * uVar)
        coef.table[[i]] <- cbind(coef[, i], se, coef[, i] / se, 2 * pt(abs(coef[, i] / se), n[i] - p, lower.tail = FALSE),
                                 deparse.level = 0L)
        dimnames(coef.table[[i]]) <- list(colnames(lsqr$qr), c("Estimate", "Std.Err", "t-value", "Pr(>|t|)"))
        if (print.it) {
            if (m.y > 1) cat("Response:", Ynames[i], "\n\n")
            cat(paste0("Residual Standard Error=", format(round(resse[i], digits)), "\nR-Square=",
                       format(round(rsquared[i], digits)), "\nF-statistic (df=", format(degfree), ", ",
                       format(n[i] - p), ")=", format(round(fstat[i], digits)), "\np-value=",
                       format(round(pvalue[i], digits)), "\n\n"))
            print(round(coef.table[[i]], digits))
            cat("\n\n")
        }
    }
    names(coef.table) <- Ynames
    invisible(list(summary = summary, coef.table = coef.table))
}
