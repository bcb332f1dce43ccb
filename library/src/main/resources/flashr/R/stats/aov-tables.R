# stats/aov-tables.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Projections of lm and aov fits and the tables of effects and means built from them, after
# R's definitions (?proj, ?model.tables): each term's projection is Q D Q' y summed over the
# term's columns of the QR, and a term's table is the mean of its projections (plus, for
# means, those of the terms it contains) over the cells of its factors. Standard errors are
# given for balanced designs only, as R does; Error() strata are not supported.

proj <- function(object, ...) UseMethod("proj")
proj.default <- function(object, onedf = TRUE, ...) {
    if (!inherits(object$qr, "qr")) stop("argument does not include a 'qr' component")
    if (is.null(object$effects)) stop("argument does not include an 'effects' component")
    RB <- c(object$effects[seq(object$rank)], rep.int(0, nrow(object$qr$qr) - object$rank))
    prj <- as.matrix(qr.Q(object$qr, Dvec = RB))
    DN <- dimnames(object$qr$qr)
    dimnames(prj) <- list(DN[[1L]], DN[[2L]][seq(ncol(prj))])
    prj
}
proj.lm <- function(object, onedf = FALSE, unweighted.scale = FALSE, ...) {
    rank <- object$rank
    result <- df <- NULL
    if (rank > 0) {
        prj <- proj.default(object, onedf = TRUE)[, 1L:rank, drop = FALSE]
        if (onedf) {
            df <- rep.int(1, rank)
            result <- prj
        } else {
            # one column per term: the sum of its columns' projections
            asgn <- object$assign[object$qr$pivot[1L:rank]]
            uasgn <- unique(asgn)
            nmeffect <- c("(Intercept)", attr(object$terms, "term.labels"))[1 + uasgn]
            df <- numeric(length(uasgn))
            result <- matrix(0, length(object$residuals), length(uasgn),
                             dimnames = list(names(object$fitted.values), nmeffect))
            for (i in seq_along(uasgn)) {
                select <- asgn == uasgn[i]
                df[i] <- sum(select)
                result[, i] <- prj[, select, drop = FALSE] %*% rep.int(1, df[i])
            }
        }
    }
    if (!is.null(wt <- object$weights) && unweighted.scale) result <- result / sqrt(wt)
    use.wt <- !is.null(wt) && !unweighted.scale
    if (object$df.residual > 0) {
        res <- if (use.wt) object$residuals * sqrt(wt) else object$residuals
        if (!is.matrix(result)) {
            result <- matrix(res, length(res), 1L, dimnames = list(names(res), "Residuals"))
        } else {
            cn <- colnames(result)
            result <- cbind(result, res)
            dimnames(result) <- list(names(res), c(cn, "Residuals"))
        }
        df <- c(df, object$df.residual)
    }
    names(df) <- colnames(result)
    attr(result, "df") <- df
    attr(result, "formula") <- object$call$formula
    attr(result, "onedf") <- onedf
    if (!is.null(wt)) attr(result, "unweighted.scale") <- unweighted.scale
    result
}
proj.aov <- function(object, onedf = FALSE, unweighted.scale = FALSE, ...) {
    projections <- proj.lm(object, onedf = onedf, unweighted.scale = unweighted.scale)
    t.factor <- attr(terms(object), "factors")
    # the variables of each projected term, "Within" and all of them for the residuals
    pnames <- colnames(projections)
    int <- match("(Intercept)", pnames)
    if (!is.na(int)) pnames <- pnames[-int]
    tnames <- setNames(lapply(colnames(t.factor), function(x) rownames(t.factor)[t.factor[, x] > 0]),
                       colnames(t.factor))
    if (!is.na(match("Residuals", pnames)))
        tnames <- append(tnames, list(Residuals = c(rownames(t.factor)[as.logical(t.factor %*% rep.int(1, ncol(t.factor)))],
                                                    "Within")))
    factors <- tnames[match(pnames, names(tnames))]
    if (!is.na(int)) factors <- c(`(Intercept)` = "(Intercept)", factors)
    attr(projections, "factors") <- factors
    attr(projections, "call") <- object$call
    attr(projections, "t.factor") <- t.factor
    class(projections) <- "aovproj"
    projections
}
print.aovproj <- function(x, ...) {
    attr(x, "factors") <- attr(x, "call") <- attr(x, "t.factor") <- NULL
    class(x) <- NULL
    print(x, ...)
    invisible(x)
}
# the replications of each term: a named vector when every term is balanced, else a list
# holding the cell counts of the unbalanced ones
replications <- function(formula, data = NULL, na.action) {
    # R's own code: the replications of each term's factor combinations (a list when unbalanced)
    if (missing(data) && inherits(formula, "data.frame")) {
        data <- formula
        formula <- ~.
    }
    if (!inherits(formula, "terms")) {
        formula <- as.formula(formula)
        if (length(formula) < 3L) {
            f <- y ~ x
            f[[3L]] <- formula[[2L]]
            formula <- f
        }
        formula <- terms(formula, data = data)
    }
    if (missing(na.action))
        if (!is.null(tj <- attr(data, "na.action")) && is.function(tj)) na.action <- tj
        else {
            naa <- getOption("na.action")
            if (!is.null(naa)) na.action <- match.fun(naa)
            else na.action <- na.fail
        }
    f <- attr(formula, "factors")
    o <- attr(formula, "order")
    labels <- attr(formula, "term.labels")
    vars <- as.character(attr(formula, "variables"))[-1L]
    if (is.null(data)) {
        v <- c(quote(data.frame), attr(formula, "variables"))
        data <- eval(as.call(v), parent.frame())
    }
    if (!is.function(na.action)) stop("na.action must be a function")
    data <- na.action(data)
    class(data) <- NULL
    n <- length(o)
    z <- setNames(vector("list", n), labels)
    dummy <- numeric(.row_names_info(data, 2L))
    data <- lapply(data, function(x) if (is.character(x)) as.factor(x) else x)
    notfactor <- !sapply(data, function(x) inherits(x, "factor"))
    balance <- TRUE
    for (i in seq_len(n)) {
        l <- labels[i]
        if (o[i] < 1 || startsWith(l, "Error")) {
            z[[l]] <- NULL
            next
        }
        select <- vars[f[, i] > 0]
        if (any(nn <- notfactor[select])) {
            warning(gettextf("non-factors ignored: %s", paste(names(nn), collapse = ", ")), domain = NA)
            next
        }
        if (length(select)) tble <- tapply(dummy, unclass(data[select]), length)
        nrep <- unique(as.vector(tble))
        if (length(nrep) > 1L) {
            balance <- FALSE
            tble[is.na(tble)] <- 0
            z[[l]] <- tble
        } else z[[l]] <- as.vector(nrep)
    }
    if (balance) unlist(z) else z
}
model.tables <- function(x, ...) UseMethod("model.tables")
model.tables.aov <- function(x, type = "effects", se = FALSE, cterms, ...) {
    type <- match.arg(type, c("effects", "means", "residuals"))
    if (type == "residuals") stop(gettextf("type '%s' is not implemented yet", type))
    prjs <- proj(x, unweighted.scale = TRUE)
    if (is.null(x$call)) stop("this fit does not inherit from \"lm\"")
    mf <- model.frame(x)
    factors <- attr(prjs, "factors")
    nf <- names(factors)
    dn.proj <- setNames(as.list(nf), nf)
    m.factors <- factors
    t.factor <- attr(prjs, "t.factor")
    vars <- colnames(t.factor)
    which <- match(vars, names(dn.proj))
    which <- which[!is.na(which)]
    dn.proj <- dn.proj[which]
    m.factors <- m.factors[which]
    if (!missing(cterms)) {
        if (anyNA(match(cterms, names(factors)))) stop("'cterms' argument must match terms in model object")
        dn.proj <- dn.proj[cterms]
        m.factors <- m.factors[cterms]
    }
    # a table of means adds the intercept and every term contained in this one
    if (type == "means")
        dn.proj <- lapply(dn.proj, function(x) c("(Intercept)", vars[(t(t.factor) %*% (as.logical(t.factor[, x]) - 1)) == 0]))
    tables <- setNames(vector("list", length(dn.proj)), names(dn.proj))
    for (i in seq_along(tables)) {
        tm <- dn.proj[[i]]
        tm <- tm[tm %in% colnames(prjs)]
        data <- if (length(tm) == 1L) prjs[, tm] else prjs[, tm] %*% as.matrix(rep.int(1, length(tm)))
        tables[[i]] <- tapply(data, mf[m.factors[[i]]], mean)
        class(tables[[i]]) <- "mtable"
    }
    n <- NULL
    for (xx in names(tables)) n <- c(n, replications(paste("~", xx), data = mf))
    if (se) {
        if (is.list(n)) {
            message("Design is unbalanced - use se.contrast() for se's")
            se <- FALSE
        } else se.tables <- .se.aov(x, n, type = type)
    }
    if (type == "means" && "(Intercept)" %in% colnames(prjs)) {
        gmtable <- mean(prjs[, "(Intercept)"])
        class(gmtable) <- "mtable"
        tables <- c(`Grand mean` = list(gmtable), tables)
    }
    result <- list(tables = tables, n = n)
    if (se) result$se <- se.tables
    attr(result, "type") <- type
    class(result) <- c("tables_aov", "list.of")
    result
}
# standard errors for a balanced design: of effects, or of differences of means
.se.aov <- function(object, n, type = "means") {
    rdf <- object$df.residual
    rse <- sqrt(sum(object$residuals^2) / rdf)
    if (type == "effects") result <- rse / sqrt(n)
    if (type == "means")
        result <- lapply(n, function(x) {
            nn <- unique(x)
            nn <- nn[!is.na(nn)]
            mat <- outer(nn, nn, function(x, y) 1 / x + 1 / y)
            dimnames(mat) <- list(paste(nn), paste(nn))
            rse * sqrt(mat)
        })
    attr(result, "type") <- type
    class(result) <- "mtable"
    result
}
print.tables_aov <- function(x, digits = 4L, ...) {
    tables.aov <- x$tables
    n.aov <- x$n
    se.aov <- if (se <- !is.na(match("se", names(x)))) x$se
    type <- attr(x, "type")
    switch(type, effects = cat("Tables of effects\n"), means = cat("Tables of means\n"))
    if (!is.na(ii <- match("Grand mean", names(tables.aov)))) {
        cat("Grand mean\n")
        print.mtable(tables.aov[[ii]], digits = digits, ...)
    }
    for (i in names(tables.aov)) {
        if (i == "Grand mean") next
        table <- tables.aov[[i]]
        cat("\n", i, "\n")
        if (!is.list(n.aov)) print.mtable(table, digits = digits, ...)
        else {
            n <- n.aov[[i]]
            if (length(dim(table)) < 2L) {
                # the means over their replications, named by the levels
                table <- rbind(as.vector(table), as.vector(n))
                dimnames(table) <- list(c("", "rep"), dimnames(tables.aov[[i]])[[1L]])
                print(table, digits = digits, ...)
            } else {
                # each row of means followed by its row of replications
                nr <- nrow(table)
                ctable <- rbind(unclass(table), unclass(n))[as.vector(rbind(seq_len(nr), nr + seq_len(nr))), , drop = FALSE]
                dimnames(ctable) <- list(format(as.vector(rbind(rownames(table), "rep"))), colnames(table))
                names(dimnames(ctable)) <- names(dimnames(table))
                class(ctable) <- "mtable"
                print.mtable(ctable, digits = digits, ...)
            }
        }
    }
    if (se) {
        rn <- "replic."
        switch(attr(se.aov, "type"), effects = cat("\nStandard errors of effects\n"),
               means = cat("\nStandard errors for differences of means\n"))
        if (length(unlist(se.aov)) == length(se.aov)) {
            n.aov <- n.aov[!is.na(n.aov)]
            se.aov <- unlist(se.aov)
            cn <- names(se.aov)
            se.aov <- rbind(format(se.aov, digits = digits), format(n.aov))
            dimnames(se.aov) <- list(c(" ", rn), cn)
            print(se.aov, quote = FALSE, right = TRUE, ...)
        } else for (i in names(se.aov)) {
            se <- se.aov[[i]]
            if (length(se) == 1L) {
                se <- rbind(se, n.aov[i])
                dimnames(se) <- list(c(i, rn), "")
                print(se, digits = digits, ...)
            } else {
                dimnames(se)[[1L]] <- ""
                cat("\n", i, "\n")
                cat("When comparing means with same levels of:\n")
                print(se, digits, ...)
                cat("replic.", n.aov[i], "\n")
            }
        }
    }
    invisible(x)
}
print.mtable <- function(x, ..., digits = getOption("digits"), quote = FALSE, right = FALSE) {
    xxx <- x
    a <- attributes(x)
    a <- a[names(a) %in% c("dim", "dimnames", "names")]
    attributes(x) <- NULL
    attributes(x) <- a
    if (length(x) == 1 && is.null(names(x)) && is.null(dimnames(x))) names(x) <- rep("", length(x))
    if (length(dim(x)) && is.numeric(x)) {
        xna <- is.na(x)
        x <- format(zapsmall(x, digits))
        x[xna] <- "  "
    }
    print(x, quote = quote, right = right, ...)
    invisible(xxx)
}
dummy.coef <- function(object, ...) UseMethod("dummy.coef")
# the coefficients of every level (and combination of levels) of each term: a data frame
# holding each level once goes through the fit's model matrix and is multiplied by the
# coefficients, aliased ones counting 0 (or NA with use.na)
dummy.coef.lm <- function(object, use.na = FALSE, ...) {
    xl <- object$xlevels
    if (!length(xl)) return(as.list(coef(object)))
    if (is.matrix(coef(object))) stop("dummy.coef of multivariate fits is not supported")
    Terms <- terms(object)
    tl <- attr(Terms, "term.labels")
    int <- attr(Terms, "intercept")
    facs <- attr(Terms, "factors")[-1, , drop = FALSE]
    Terms <- delete.response(Terms)
    mf <- if (is.null(object$model)) model.frame(object) else object$model
    vars <- dimnames(facs)[[1L]]
    xtlv <- lapply(mf[, vars, drop = FALSE], levels)
    nxl <- pmax(lengths(xtlv), 1L)
    lterms <- apply(facs, 2L, function(x) prod(nxl[x > 0]))
    nl <- sum(lterms)
    args <- sapply(vars, function(i) if (nxl[i] == 1) rep.int(1, nl)
                                     else factor(rep.int(xtlv[[i]][1L], nl), levels = xtlv[[i]]),
                   simplify = FALSE)
    dummy <- do.call(data.frame, args)
    names(dummy) <- vars
    pos <- 0L
    rn <- rep.int(tl, lterms)
    rnn <- character(nl)
    for (j in tl) {
        i <- vars[facs[, j] > 0]
        ifac <- i[nxl[i] > 1]
        lt.j <- lterms[[j]]
        if (length(ifac) == 0L) {
            rnn[pos + 1L] <- j
        } else {
            p.j <- pos + seq_len(lt.j)
            if (length(ifac) == 1L) {
                dummy[p.j, ifac] <- x.i <- xtlv[[ifac]]
                rnn[p.j] <- as.character(x.i)
            } else {
                tmp <- expand.grid(xtlv[ifac], KEEP.OUT.ATTRS = FALSE)
                dummy[p.j, ifac] <- tmp
                rnn[p.j] <- apply(as.matrix(tmp), 1L, paste, collapse = ":")
            }
        }
        pos <- pos + lt.j
    }
    attr(dummy, "terms") <- attr(mf, "terms")
    lcontr <- object$contrasts
    lci <- vapply(dummy, is.factor, NA)
    lcontr <- lcontr[names(lci)[lci]]
    mm <- model.matrix(Terms, dummy, lcontr, xl)
    if (anyNA(mm)) {
        warning("some terms will have NAs due to the limits of the method")
        mm[is.na(mm)] <- NA
    }
    coef <- object$coefficients
    if (!use.na) coef[is.na(coef)] <- 0
    asgn <- attr(mm, "assign")
    res <- setNames(vector("list", length(tl)), tl)
    for (j in seq_along(tl)) {
        keep <- which(asgn == j)
        cf <- coef[keep]
        ij <- rn == tl[j]
        res[[j]] <- if (any(na <- is.na(cf))) {
            rj <- setNames(drop(mm[ij, keep[!na], drop = FALSE] %*% cf[!na]), rnn[ij])
            rj[apply(mm[ij, keep[na], drop = FALSE] != 0, 1L, any)] <- NA
            rj
        } else setNames(drop(mm[ij, keep, drop = FALSE] %*% cf), rnn[ij])
    }
    if (int > 0) res <- c(list(`(Intercept)` = coef[int]), res)
    structure(res, class = "dummy_coef", matrix = FALSE)
}
print.dummy_coef <- function(x, ..., title) {
    terms <- names(x)
    n <- length(x)
    nm <- max(lengths(x))
    ans <- matrix("", 2L * n, nm)
    rn <- character(2L * n)
    line <- 0L
    # a term of several levels takes a row of names and a row of values, one value a row
    for (j in seq_len(n)) {
        this <- x[[j]]
        n1 <- length(this)
        if (n1 > 1) {
            line <- line + 2L
            ans[line - 1L, 1L:n1] <- names(this)
            ans[line, 1L:n1] <- format(this, ...)
            rn[line - 1L] <- paste0(terms[j], ":   ")
        } else {
            line <- line + 1L
            ans[line, 1L:n1] <- format(this, ...)
            rn[line] <- paste0(terms[j], ":   ")
        }
    }
    dimnames(ans) <- list(rn, character(nm))
    cat(if (missing(title)) "Full coefficients are" else title, "\n")
    print(ans[1L:line, , drop = FALSE], quote = FALSE, right = TRUE)
    invisible(x)
}
se.contrast <- function(object, ...) UseMethod("se.contrast")
# the standard error of a contrast of cell means: the contrast's squared effects Q'c in the
# fitted terms times the residual variance. contrast.obj is a list of logical cell indicators
# (combined by coef) or a matrix whose columns sum to zero
se.contrast.aov <- function(object, contrast.obj, coef = contr.helmert(ncol(contrast))[, 1L], data = NULL, ...) {
    if (is.null(data)) contrast.obj <- eval(contrast.obj)
    else contrast.obj <- eval(substitute(contrast.obj), data, parent.frame())
    if (!is.matrix(contrast.obj)) {
        if (!missing(coef)) {
            if (sum(coef) != 0) stop("'coef' must define a contrast, i.e., sum to 0")
            if (length(coef) != length(contrast.obj)) stop("'coef' must have same length as 'contrast.obj'")
        }
        contrast <- sapply(contrast.obj, function(x) {
            if (!is.logical(x)) stop("each element of 'contrast.obj' must be logical")
            x / sum(x)
        })
        if (!length(contrast) || all(is.na(contrast))) stop("the contrast defined is empty (has no TRUE elements)")
        contrast <- contrast %*% coef
    } else {
        contrast <- contrast.obj
        if (any(abs(colSums(contrast)) > 1e-8)) stop("columns of 'contrast.obj' must define a contrast (sum to zero)")
        if (!length(colnames(contrast))) colnames(contrast) <- paste("Contrast", seq(ncol(contrast)))
    }
    qro <- qr.lm(object)
    asgn <- object$assign[qro$pivot[1L:object$rank]]
    uasgn <- unique(asgn)
    effects <- as.matrix(qr.qty(qro, contrast))
    weights <- matrix(0, nrow = length(uasgn), ncol = ncol(effects), dimnames = list(NULL, colnames(contrast)))
    for (i in seq_along(uasgn))
        weights[i, ] <- colSums(effects[seq_along(asgn)[asgn == uasgn[i]], , drop = FALSE]^2)
    rdf <- object$df.residual
    if (rdf == 0L) stop("no degrees of freedom for residuals")
    resid <- as.matrix(object$residuals)
    if (!is.null(wt <- object$weights)) resid <- resid * sqrt(wt)
    rse <- sum(resid^2) / rdf
    if (!is.matrix(contrast.obj)) sqrt(sum(weights) * rse) else sqrt(rse * colSums(weights))
}
