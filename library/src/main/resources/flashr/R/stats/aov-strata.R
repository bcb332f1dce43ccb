# stats/aov-strata.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Multistratum analysis of variance, aov(y ~ ... + Error(strata)), as R's own code: the response and
# the treatment columns are rotated by the QR of the error model, and each stratum's rows are fitted
# separately (class "aovlist"); its print and summary, and eff.aovlist, the efficiencies of the
# treatment terms in each stratum.

# the Error() branch of aov; lmcall is aov's call as a call of lm, evaluated in envir (aov's caller)
.aov_strata <- function(formula, Terms, indError, lmcall, Call, qr, contrasts, envir) {
    if (pmatch("weights", names(Call), 0L)) stop("weights are not supported in a multistratum aov() fit")
    deparseb <- function(expr) deparse1(expr, backtick = TRUE)
    opcons <- options("contrasts")
    options(contrasts = c("contr.helmert", "contr.poly"))
    on.exit(options(opcons))
    allTerms <- Terms
    errorterm <- attr(Terms, "variables")[[1L + indError]]
    intercept <- attr(Terms, "intercept")
    ecall <- lmcall
    ecall$formula <- as.formula(paste(deparseb(formula[[2L]]), "~", deparseb(errorterm[[2L]]),
                                      if (!intercept) "- 1"), env = environment(formula))
    ecall$method <- "qr"
    ecall$qr <- TRUE
    ecall$contrasts <- NULL
    er.fit <- eval(ecall, envir)
    options(opcons)
    nmstrata <- attr(terms(er.fit), "term.labels")
    nmstrata <- sub("^`(.*)`$", "\\1", nmstrata)
    nmstrata <- c("(Intercept)", nmstrata)
    qr.e <- er.fit$qr
    rank.e <- er.fit$rank
    if (rank.e < NROW(er.fit$coefficients)) warning("Error() model is singular")
    qty <- er.fit$residuals
    maov <- is.matrix(qty)
    asgn.e <- er.fit$assign[qr.e$pivot[1L:rank.e]]
    maxasgn <- length(nmstrata) - 1L
    nobs <- NROW(qty)
    len <- if (nobs > rank.e) {
        asgn.e[(rank.e + 1L):nobs] <- maxasgn + 1L
        nmstrata <- c(nmstrata, "Within")
        maxasgn + 2L
    } else maxasgn + 1L
    result <- setNames(vector("list", len), nmstrata)
    lmcall$formula <- form <- update(formula, paste(". ~ .-", deparseb(errorterm)))
    Terms <- terms(form)
    lmcall$method <- "model.frame"
    mf <- eval(lmcall, envir)
    xlev <- .getXlevels(Terms, mf)
    resp <- model.response(mf)
    qtx <- model.matrix(Terms, mf, contrasts)
    cons <- attr(qtx, "contrasts")
    dnx <- colnames(qtx)
    asgn.t <- attr(qtx, "assign")
    if (length(wts <- model.weights(mf))) {
        wts <- sqrt(wts)
        resp <- resp * wts
        qtx <- qtx * wts
    }
    qty <- as.matrix(qr.qty(qr.e, resp))
    if ((nc <- ncol(qty)) > 1L) {
        dny <- colnames(resp)
        if (is.null(dny)) dny <- paste0("Y", 1L:nc)
        dimnames(qty) <- list(seq(nrow(qty)), dny)
    } else dimnames(qty) <- list(seq(nrow(qty)), NULL)
    qtx <- qr.qty(qr.e, qtx)
    dimnames(qtx) <- list(seq(nrow(qtx)), dnx)
    for (i in seq_along(nmstrata)) {
        select <- asgn.e == (i - 1L)
        ni <- sum(select)
        if (!ni) next
        xi <- qtx[select, , drop = FALSE]
        cols <- colSums(xi^2) > 1e-05
        if (any(cols)) {
            xi <- xi[, cols, drop = FALSE]
            attr(xi, "assign") <- asgn.t[cols]
            fiti <- lm.fit(xi, qty[select, , drop = FALSE])
            fiti$terms <- Terms
        } else {
            y <- qty[select, , drop = FALSE]
            fiti <- list(coefficients = numeric(), residuals = y, fitted.values = 0 * y,
                         weights = wts, rank = 0L, df.residual = NROW(y))
        }
        class(fiti) <- c(if (maov) "maov", "aov", oldClass(er.fit))
        result[[i]] <- fiti
    }
    structure(class = c("aovlist", "listof"), result[!vapply(result, is.null, NA)],
              error.qr = if (qr) qr.e, call = Call, weights = if (length(wts)) wts,
              terms = allTerms, contrasts = cons, xlevels = xlev)
}

print.aovlist <- function(x, ...) {
    cl <- attr(x, "call")
    if (!is.null(cl)) {
        cat("\nCall:\n")
        dput(cl)
    }
    if (!is.null(attr(x, "weights"))) cat("Note: The results below are on the weighted scale\n")
    nx <- names(x)
    if (nx[1L] == "(Intercept)") {
        mn <- x[[1L]]$coefficients
        if (is.matrix(mn)) {
            cat("\nGrand Means:\n")
            print(format(mn[1, ]), quote = FALSE)
        } else cat("\nGrand Mean: ", format(mn[1L]), "\n", sep = "")
        nx <- nx[-1L]
    }
    for (ii in seq_along(nx)) {
        i <- nx[ii]
        cat("\nStratum ", ii, ": ", i, "\n", sep = "")
        xi <- x[[i]]
        print(xi, ...)
    }
    invisible(x)
}

summary.aovlist <- function(object, ...) {
    if (!is.null(attr(object, "weights"))) cat("Note: The results below are on the weighted scale\n")
    dots <- list(...)
    strata <- names(object)
    if (strata[1L] == "(Intercept)") {
        strata <- strata[-1L]
        object <- object[-1L]
    }
    x <- setNames(vector(length = length(strata), mode = "list"), paste("Error:", strata))
    for (i in seq_along(strata)) x[[i]] <- do.call("summary", c(list(object = object[[i]]), dots))
    class(x) <- "summary.aovlist"
    x
}

print.summary.aovlist <- function(x, ...) {
    nn <- names(x)
    for (i in nn) {
        cat("\n", i, "\n", sep = "")
        print(x[[i]], ...)
    }
    invisible(x)
}

eff.aovlist <- function(aovlist) {
    Terms <- terms(aovlist)
    if (names(aovlist)[[1L]] == "(Intercept)") aovlist <- aovlist[-1L]
    pure.error.strata <- sapply(aovlist, function(x) is.null(x$qr))
    aovlist <- aovlist[!pure.error.strata]
    s.labs <- names(aovlist)
    s.terms <- lapply(aovlist, function(x) {
        asgn <- x$assign[x$qr$pivot[1L:x$rank]]
        attr(terms(x), "term.labels")[asgn]
    })
    t.labs <- attr(Terms, "term.labels")
    t.labs <- t.labs[t.labs %in% unlist(s.terms)]
    eff <- matrix(0, ncol = length(t.labs), nrow = length(s.labs), dimnames = list(s.labs, t.labs))
    for (i in names(s.terms)) eff[i, s.terms[[i]]] <- 1
    cs <- colSums(eff)
    if (all(cs <= 1)) return(eff[, cs > 0, drop = FALSE])
    nm <- t.labs[cs > 1]
    pl <- lapply(aovlist, function(x) {
        asgn <- x$assign[x$qr$pivot[1L:x$rank]]
        sp <- split(seq_along(asgn), attr(terms(x), "term.labels")[asgn])
        sp <- sp[names(sp) %in% nm]
        sapply(sp, function(x, y) {
            y <- y[x, x, drop = FALSE]
            res <- sum(diag(y)^2)
            if (nrow(y) > 1 && sum(y^2) > 1.01 * res)
                stop("eff.aovlist: non-orthogonal contrasts would give an incorrect answer")
            res
        }, y = x$qr$qr)
    })
    for (i in names(pl)) eff[i, names(pl[[i]])] <- pl[[i]]
    cs <- colSums(eff)
    eff <- eff / rep(cs, each = nrow(eff))
    eff[, cs != 0, drop = FALSE]
}
