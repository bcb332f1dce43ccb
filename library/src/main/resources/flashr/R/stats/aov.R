# stats/aov.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Analysis of variance fits, written in R after R's definitions: aov
# is an lm fit with class "aov", its print lists the sums of squares of
# each term from the QR effects, and summary.aov gives the sequential table R prints without
# a heading. TukeyHSD compares the level means of each factor by the studentized range
# (DistTukey); the means are the raw level means, which are R's model.tables means for one
# factor or a balanced design, so other designs are refused. Several responses give class "maov"
# (one table each in summary, as R's); an Error() term gives R's multistratum "aovlist" (aov-strata.R).

aov <- function(formula, data = NULL, projections = FALSE, qr = TRUE, contrasts = NULL, ...) {
    Terms <- if (missing(data)) terms(formula, "Error") else terms(formula, "Error", data = data)
    indError <- attr(Terms, "specials")$Error
    if (length(indError) > 1L)
        stop(sprintf(ngettext(length(indError), "there are %d Error terms: only 1 is allowed",
                              "there are %d Error terms: only 1 is allowed"), length(indError)), domain = NA)
    if (projections) stop("'projections' are not supported")
    lmcall <- Call <- match.call()
    lmcall[[1L]] <- quote(lm)
    lmcall$singular.ok <- TRUE
    lmcall$projections <- NULL
    # an Error() term: one fit per error stratum (aov-strata.R)
    if (!is.null(indError)) return(.aov_strata(formula, Terms, indError, lmcall, Call, qr, contrasts, parent.frame()))
    fit <- eval(lmcall, parent.frame())
    fit$call <- Call
    # several responses: R's class "maov" (what manova and summary.manova take)
    structure(fit, class = c(if (inherits(fit, "mlm")) "maov", "aov", oldClass(fit)))
}
# an aov fit's coefficients leave out the aliased ones unless complete = TRUE, as R's
coef.aov <- function(object, complete = FALSE, ...) {
    cf <- object$coefficients
    if (complete) cf else cf[!is.na(cf)]
}
print.aov <- function(x, intercept = FALSE, tol = sqrt(.Machine$double.eps), ...) {
    if (!is.null(cl <- x$call)) {
        cat("Call:\n   ")
        dput(cl, control = NULL)
    }
    qrx <- if (x$rank) qr.lm(x)
    asgn <- x$assign[qrx$pivot[1L:x$rank]]
    effects <- x$effects
    if (!is.null(effects)) effects <- as.matrix(effects)[seq_along(asgn), , drop = FALSE]
    rdf <- x$df.residual
    resid <- as.matrix(x$residuals)
    wt <- x$weights
    if (!is.null(wt)) resid <- resid * sqrt(wt)
    RSS <- colSums(resid^2)
    uasgn <- unique(asgn)
    nmeffect <- c("(Intercept)", attr(x$terms, "term.labels"))[1 + uasgn]
    nterms <- length(uasgn)
    nresp <- NCOL(effects)
    df <- numeric(nterms)
    ss <- matrix(NA, nterms, nresp)
    if (nterms) {
        for (i in seq(nterms)) {
            ai <- asgn == uasgn[i]
            df[i] <- sum(ai)
            ef <- effects[ai, , drop = FALSE]
            ss[i, ] <- if (sum(ai) > 1) colSums(ef^2) else ef^2
        }
        keep <- df > 0L
        if (!intercept && uasgn[1L] == 0) keep[1L] <- FALSE
        nmeffect <- nmeffect[keep]
        df <- df[keep]
        ss <- ss[keep, , drop = FALSE]
        nterms <- length(df)
    }
    cat("\nTerms:\n")
    # several responses (maov): one row of sums of squares per response, as R's
    if (nterms == 0L) {
        if (rdf > 0L) {
            ss <- RSS
            ssp <- sapply(ss, format)
            if (!is.matrix(ssp)) ssp <- t(ssp)
            tmp <- as.matrix(c(ssp, format(rdf)))
            if (length(ss) > 1L) {
                rn <- colnames(x$fitted.values)
                if (is.null(rn)) rn <- paste("resp", seq_along(ss))
            } else rn <- "Sum of Squares"
            dimnames(tmp) <- list(c(rn, "Deg. of Freedom"), "Residuals")
            print(tmp, quote = FALSE, right = TRUE)
            cat("\n")
            rs <- sqrt(RSS / rdf)
            cat(if (length(rs) > 1L) "Residual standard errors:" else "Residual standard error:", sapply(rs, format))
            cat("\n")
        } else print(matrix(0, 2L, 1L, dimnames = list(c("Sum of Squares", "Deg. of Freedom"), "<empty>")))
    } else {
        if (rdf > 0L) {
            nterms <- nterms + 1L
            df <- c(df, rdf)
            ss <- rbind(ss, RSS)
            nmeffect <- c(nmeffect, "Residuals")
        }
        ssp <- apply(zapsmall(ss), 2L, format)
        tmp <- t(cbind(ssp, format(df)))
        if (ncol(effects) > 1L) {
            rn <- colnames(x$coefficients)
            if (is.null(rn)) rn <- paste("resp", seq(ncol(effects)))
        } else rn <- "Sum of Squares"
        dimnames(tmp) <- list(c(rn, "Deg. of Freedom"), nmeffect)
        print(tmp, quote = FALSE, right = TRUE)
        rank <- x$rank
        cat("\n")
        if (rdf > 0L) {
            rs <- sqrt(RSS / rdf)
            cat(if (length(rs) > 1L) "Residual standard errors:" else "Residual standard error:", sapply(rs, format))
            cat("\n")
        }
        coef <- as.matrix(x$coefficients)[, 1L]
        R <- qrx$qr
        R <- R[1L:min(dim(R)), , drop = FALSE]
        R[lower.tri(R)] <- 0
        if (rank < (nc <- length(coef))) {
            cat(paste(nc - rank, "out of", nc, "effects not estimable\n"))
            R <- R[, 1L:rank, drop = FALSE]
        }
        # balanced when R's off-diagonal part is negligible next to its diagonal
        d2 <- sum(abs(diag(R)))
        diag(R) <- 0
        if (sum(abs(R)) / d2 > tol) cat("Estimated effects may be unbalanced\n")
        else cat("Estimated effects are balanced\n")
        if (nzchar(mess <- naprint(x$na.action))) cat(mess, "\n", sep = "")
    }
    invisible(x)
}
summary.aov <- function(object, intercept = FALSE, split, expand.split = TRUE, keep.zero.df = TRUE, ...) {
    # R's own code: split divides a term's degrees of freedom into named groups of its
    # contrasts, carried into the interactions with the term when expand.split
    splitInteractions <- function(split, factors, names, asgn, df.names) {
        ns <- names(split)
        for (i in unique(asgn)) {
            if (i == 0 || names[i + 1L] %in% ns) next
            f <- rownames(factors)[factors[, i] > 0]
            sp <- f %in% ns
            if (any(sp)) {
                if (sum(sp) > 1L) {
                    old <- split[f[sp]]
                    nn <- setNames(nm = f[sp])
                    marg <- lapply(nn, function(x) df.names[asgn == (match(x, names) - 1L)])
                    term.coefs <- strsplit(df.names[asgn == i], ":", fixed = TRUE)
                    ttc <- sapply(term.coefs, function(x) x[sp])
                    rownames(ttc) <- nn
                    splitnames <- setNames(nm = apply(expand.grid(lapply(old, names)), 1L,
                                                      function(x) paste(x, collapse = ".")))
                    tmp <- sapply(nn, function(i) names(old[[i]])[match(ttc[i, ], marg[[i]])])
                    tmp <- apply(tmp, 1L, function(x) paste(x, collapse = "."))
                    new <- lapply(splitnames, function(x) match(x, tmp))
                    split[[names[i + 1L]]] <- new[sapply(new, function(x) length(x) > 0L)]
                } else {
                    old <- split[[f[sp]]]
                    marg.coefs <- df.names[asgn == (match(f[sp], names) - 1L)]
                    term.coefs <- strsplit(df.names[asgn == i], ":", fixed = TRUE)
                    ttc <- sapply(term.coefs, function(x) x[sp])
                    new <- lapply(old, function(x) seq_along(ttc)[ttc %in% marg.coefs[x]])
                    split[[names[i + 1L]]] <- new
                }
            }
        }
        split
    }
    asgn <- object$assign[object$qr$pivot[1L:object$rank]]
    uasgn <- unique(asgn)
    nterms <- length(uasgn)
    effects <- object$effects
    if (!is.null(effects)) effects <- as.matrix(effects)[seq_along(asgn), , drop = FALSE]
    rdf <- object$df.residual
    nmeffect <- c("(Intercept)", attr(object$terms, "term.labels"))
    coef <- as.matrix(object$coefficients)
    resid <- as.matrix(object$residuals)
    wt <- object$weights
    if (!is.null(wt)) resid <- resid * sqrt(wt)
    # one table per response (maov), named " Response y" as R's
    nresp <- NCOL(resid)
    ans <- vector("list", nresp)
    if (nresp > 1) {
        names(ans) <- character(nresp)
        for (y in 1L:nresp) {
            cn <- colnames(resid)[y]
            if (is.null(cn) || cn == "") cn <- y
            names(ans)[y] <- paste(" Response", cn)
        }
    }
    if (!is.null(effects) && !missing(split)) {
        ns <- names(split)
        if (!is.null(Terms <- object$terms)) {
            if (!is.list(split)) stop("the 'split' argument must be a list")
            if (!all(ns %in% nmeffect)) {
                na <- sum(!ns %in% nmeffect)
                stop(sprintf(ngettext(na, "unknown name %s in the 'split' list",
                                      "unknown names %s in the 'split' list"),
                             paste(sQuote(ns[na]), collapse = ", ")), domain = NA)
            }
        }
        if (expand.split) {
            df.names <- names(coef(object))
            split <- splitInteractions(split, attr(Terms, "factors"), nmeffect, asgn, df.names)
            ns <- names(split)
        }
    }
    for (y in 1L:nresp) {
        if (is.null(effects)) {
            df <- ss <- numeric()
            nmrows <- character()
        } else {
            df <- ss <- numeric()
            nmrows <- character()
            for (i in seq(nterms)) {
                ai <- (asgn == uasgn[i])
                df <- c(df, sum(ai))
                ss <- c(ss, sum(effects[ai, y]^2))
                nmi <- nmeffect[1 + uasgn[i]]
                nmrows <- c(nmrows, nmi)
                if (!missing(split) && !is.na(int <- match(nmi, ns))) {
                    df <- c(df, lengths(split[[int]]))
                    if (is.null(nms <- names(split[[int]]))) nms <- paste0("C", seq_along(split[[int]]))
                    ss <- c(ss, unlist(lapply(split[[int]], function(i, e) sum(e[i]^2), effects[ai, y])))
                    nmrows <- c(nmrows, paste0("  ", nmi, ": ", nms))
                }
            }
        }
        if (rdf > 0L) {
            df <- c(df, rdf)
            ss <- c(ss, sum(resid[, y]^2))
            nmrows <- c(nmrows, "Residuals")
        }
        nt <- length(df)
        ms <- ifelse(df > 0L, ss / df, NA)
        x <- list(Df = df, "Sum Sq" = ss, "Mean Sq" = ms)
        if (rdf > 0L) {
            TT <- ms / ms[nt]
            TP <- pf(TT, df, rdf, lower.tail = FALSE)
            TT[nt] <- TP[nt] <- NA
            x$"F value" <- TT
            x$"Pr(>F)" <- TP
        }
        class(x) <- c("anova", "data.frame")
        attr(x, "row.names") <- format(nmrows)
        if (!keep.zero.df) x <- x[df > 0L, ]
        pm <- pmatch("(Intercept)", row.names(x), 0L)
        if (!intercept && pm > 0L) x <- x[-pm, ]
        ans[[y]] <- x
    }
    class(ans) <- c("summary.aov", "listof")
    attr(ans, "na.action") <- object$na.action
    ans
}
print.summary.aov <- function(x, digits = max(3L, getOption("digits") - 3L), symbolic.cor = FALSE,
                              signif.stars = getOption("show.signif.stars"), ...) {
    if (length(x) == 1L) print(x[[1L]], digits = digits, signif.stars = signif.stars)
    else NextMethod()
    if (nzchar(mess <- naprint(attr(x, "na.action")))) cat(mess, "\n", sep = "")
    invisible(x)
}
TukeyHSD <- function(x, which, ordered = FALSE, conf.level = 0.95, ...) UseMethod("TukeyHSD")
TukeyHSD.aov <- function(x, which = seq_along(tabs), ordered = FALSE, conf.level = 0.95, ...) {
    mf <- model.frame(x)
    tl <- attr(x$terms, "term.labels")
    isf <- vapply(tl, function(t) t %in% names(mf) && is.factor(mf[[t]]), NA)
    # R's means come from replications(), which warns about the numeric terms it skips
    if (any(!isf)) warning(simpleWarning(paste0("non-factors ignored: ", paste(tl[!isf], collapse = ", ")),
                                         quote(replications(paste("~", xx), data = mf))))
    if (!any(isf)) stop("no factors in the fitted model")
    facs <- tl[isf]
    cells <- if (length(facs) > 1L) table(do.call(paste, c(lapply(facs, function(f) as.character(mf[[f]])), sep = "
")))
    if (length(facs) > 1L && (length(unique(as.vector(cells))) > 1L ||
                              length(cells) != prod(vapply(facs, function(f) nlevels(mf[[f]]), 1))))
        stop("TukeyHSD of an unbalanced design with several factors is not supported")
    y <- x$residuals + x$fitted.values
    tabs <- lapply(setNames(nm = facs), function(f) tapply(y, mf[[f]], mean))
    counts <- lapply(setNames(nm = facs), function(f) as.vector(table(mf[[f]])))
    if (is.character(which)) {
        which <- which[which %in% facs]
        if (!length(which)) stop("'which' specified no factors")
    }
    tabs <- tabs[which]
    out <- setNames(vector("list", length(tabs)), names(tabs))
    MSE <- sum(x$residuals^2) / x$df.residual
    for (nm in names(tabs)) {
        means <- as.vector(tabs[[nm]])
        nms <- names(tabs[[nm]])
        n <- counts[[nm]]
        if (as.logical(ordered)) {
            ord <- order(means)
            means <- means[ord]
            n <- n[ord]
            nms <- nms[ord]
        }
        center <- outer(means, means, `-`)
        keep <- lower.tri(center)
        center <- center[keep]
        se <- sqrt((MSE / 2) * outer(1 / n, 1 / n, `+`))[keep]
        width <- qtukey(conf.level, length(means), x$df.residual) * se
        pvals <- ptukey(abs(center / se), length(means), x$df.residual, lower.tail = FALSE)
        dnames <- list(outer(nms, nms, paste, sep = "-")[keep], c("diff", "lwr", "upr", "p adj"))
        out[[nm]] <- array(c(center, center - width, center + width, pvals), c(length(width), 4L), dnames)
    }
    class(out) <- c("TukeyHSD", "multicomp")
    attr(out, "orig.call") <- x$call
    attr(out, "conf.level") <- conf.level
    attr(out, "ordered") <- ordered
    out
}
print.TukeyHSD <- function(x, digits = getOption("digits"), ...) {
    cat("  Tukey multiple comparisons of means
")
    cat("    ", format(100 * attr(x, "conf.level"), 2), "% family-wise confidence level
", sep = "")
    if (attr(x, "ordered")) cat("    factor levels have been ordered
")
    cat("
Fit: ", deparse(attr(x, "orig.call"), 500L), "

", sep = "")
    xx <- unclass(x)
    attr(xx, "orig.call") <- attr(xx, "conf.level") <- attr(xx, "ordered") <- NULL
    xx[] <- lapply(xx, function(z, digits) {
        z[, "p adj"] <- round(z[, "p adj"], digits)
        z
    }, digits = digits)
    print.default(xx, digits, ...)
    invisible(x)
}
