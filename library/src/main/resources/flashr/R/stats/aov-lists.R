# stats/aov-lists.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# The methods for multistratum aov fits (aov with Error(), class aovlist), R's own code:
# proj (each stratum's projections carried back to the observations through the error qr),
# model.tables (tables of effects or means from those projections, weighted by the strata's
# efficiencies when a term is estimated in several), se.contrast, dummy.coef, and the helpers
# model.frame.aovlist, make.tables.aovprojlist and se.aovlist. R's private a %||% b is written out.

proj.aovlist <- function(object, onedf = FALSE, unweighted.scale = FALSE, ...) 
{
    attr.xdim <- function(x) {
        atrf <- attributes(x)
        atrf[is.na(match(names(atrf), c("names", "dim", "dimnames")))]
    }
    "attr.assign<-" <- function(x, value) {
        for (nm in names(value)) attr(x, nm) <- value[nm]
        x
    }
    factors.aovlist <- function(pnames, tfactor, strata = FALSE, 
        efactor = FALSE) {
        if (!is.na(int <- match("(Intercept)", pnames))) 
            pnames <- pnames[-int]
        tnames <- apply(tfactor, 2L, function(x, nms) nms[as.logical(x)], 
            rownames(tfactor))
        if (!missing(efactor)) {
            enames <- if (!is.na(err <- match(strata, colnames(efactor)))) 
                rownames(efactor)[as.logical(efactor[, err])]
            else if (strata == "Within") 
                c(rownames(efactor)[as.logical(efactor %*% rep.int(1, 
                  ncol(efactor)))], "Within")
            if (!is.null(enames)) 
                tnames <- append(tnames, list(Residuals = enames))
        }
        result <- tnames[match(pnames, names(tnames))]
        if (!is.na(int)) 
            result <- c(`(Intercept)` = "(Intercept)", result)
        result
    }
    if (unweighted.scale && is.null(attr(object, "weights"))) 
        unweighted.scale <- FALSE
    err.qr <- attr(object, "error.qr")
    Terms <- terms(object, "Error")
    t.factor <- attr(Terms, "factors")
    i <- attr(Terms, "specials")$Error
    t <- attr(Terms, "variables")[[1 + i]]
    error <- Terms
    error[[3L]] <- t[[2L]]
    e.factor <- attr(terms(formula(error)), "factors")
    n <- nrow(err.qr$qr)
    n.object <- length(object)
    result <- setNames(vector("list", n.object), names(object))
    D1 <- seq_len(NROW(err.qr$qr))
    if (unweighted.scale) 
        wt <- attr(object, "weights")
    for (i in names(object)) {
        prj <- proj.lm(object[[i]], onedf = onedf)
        if (unweighted.scale) 
            prj <- prj/sqrt(wt)
        result.i <- matrix(0, n, ncol(prj), dimnames = list(D1, 
            colnames(prj)))
        select <- if (!is.null(rq <- rownames(object[[i]]$qr$qr))) rq else rownames(object[[i]]$residuals)
        result.i[select, ] <- prj
        result[[i]] <- as.matrix(qr.qy(err.qr, result.i))
        attr.assign(result[[i]]) <- attr.xdim(prj)
        D2i <- colnames(prj)
        dimnames(result[[i]]) <- list(D1, D2i)
        attr(result[[i]], "factors") <- factors.aovlist(D2i, 
            t.factor, strata = i, efactor = e.factor)
    }
    attr(result, "call") <- attr(object, "call")
    attr(result, "e.factor") <- e.factor
    attr(result, "t.factor") <- t.factor
    class(result) <- c("aovprojlist", "listof")
    result
}

model.frame.aovlist <- function(formula, data = NULL, ...) 
{
    call <- match.call()
    oc <- attr(formula, "call")
    Terms <- attr(formula, "terms")
    rm(formula)
    indError <- attr(Terms, "specials")$Error
    errorterm <- attr(Terms, "variables")[[1 + indError]]
    form <- update(Terms, paste(". ~ .-", deparse1(errorterm, 
        backtick = TRUE), "+", deparse1(errorterm[[2L]], backtick = TRUE)))
    nargs <- as.list(call)
    oargs <- as.list(oc)
    nargs <- nargs[match(c("data", "na.action", "subset"), names(nargs), 
        0L)]
    args <- oargs[match(c("data", "na.action", "subset"), names(oargs), 
        0L)]
    args[names(nargs)] <- nargs
    args$formula <- form
    env <- if (!is.null(te <- environment(Terms))) te else parent.frame()
    fcall <- c(list(quote(stats::model.frame)), args)
    eval(as.call(fcall), env)
}

model.tables.aovlist <- function(x, type = "effects", se = FALSE, ...) 
{
    type <- match.arg(type, c("effects", "means", "residuals"))
    if (type == "residuals") 
        stop(gettextf("type '%s' is not implemented yet", type), 
            domain = NA)
    prjs <- proj(x, unweighted.scale = TRUE)
    mf <- model.frame.aovlist(x)
    factors <- lapply(prjs, attr, "factors")
    dn.proj <- unlist(lapply(factors, names), recursive = FALSE)
    m.factors <- unlist(factors, recursive = FALSE)
    dn.strata <- rep.int(names(factors), lengths(factors))
    names(dn.strata) <- names(m.factors) <- names(dn.proj) <- unlist(dn.proj)
    t.factor <- attr(prjs, "t.factor")
    efficiency <- FALSE
    if (type == "effects" || type == "means") {
        if (anyDuplicated(names(dn.proj)[names(dn.proj) != "Residuals"])) {
            efficiency <- eff.aovlist(x)
            eff.used <- apply(efficiency, 2L, function(x, ind = seq_len(x)) {
                temp <- (x > 0)
                if (sum(temp) == 1) 
                  temp
                else max(ind[temp]) == ind
            })
        }
    }
    if (any(efficiency)) {
        if (is.list(eff.used)) 
            stop("design is unbalanced so cannot proceed")
        which <- match(outer(rownames(efficiency), colnames(efficiency), 
            paste)[eff.used], paste(dn.strata, dn.proj))
        efficiency <- efficiency[eff.used]
    }
    else which <- match(colnames(t.factor), names(dn.proj))
    which <- which[!is.na(which)]
    dn.proj <- dn.proj[which]
    dn.strata <- dn.strata[which]
    m.factors <- m.factors[which]
    if (type == "means") {
        t.factor <- t.factor[, names(dn.proj), drop = FALSE]
        dn.proj <- lapply(dn.proj, function(x, mat, vn) vn[(t(mat) %*% 
            (as.logical(mat[, x]) - 1)) == 0], t.factor, colnames(t.factor))
    }
    tables <- if (any(efficiency)) {
        names(efficiency) <- names(dn.proj)
        make.tables.aovprojlist(dn.proj, dn.strata, m.factors, 
            prjs, mf, efficiency)
    }
    else make.tables.aovprojlist(dn.proj, dn.strata, m.factors, 
        prjs, mf)
    if (type == "means") {
        gmtable <- mean(prjs[["(Intercept)"]])
        class(gmtable) <- "mtable"
        tables <- lapply(tables, `+`, gmtable)
        tables <- c(`Grand mean` = gmtable, tables)
    }
    n <- replications(terms(x), data = mf)
    if (se) 
        if (type == "effects" && is.list(n)) {
            message("Standard error information not returned as design is unbalanced. \nStandard errors can be obtained through 'se.contrast'.")
            se <- FALSE
        }
        else if (type != "effects") {
            warning(gettextf("SEs for type '%s' are not yet implemented", 
                type), domain = NA)
            se <- FALSE
        }
        else {
            se.tables <- se.aovlist(x, dn.proj, dn.strata, factors, 
                mf, efficiency, n, type = type)
        }
    result <- list(tables = tables, n = n)
    if (se) 
        result$se <- se.tables
    attr(result, "type") <- type
    class(result) <- c("tables_aov", "list.of")
    result
}

make.tables.aovprojlist <- function(proj.cols, strata.cols, model.cols, projections, model, 
    eff, fun = "mean", prt = FALSE, ...) 
{
    tables <- setNames(vector("list", length(proj.cols)), names(proj.cols))
    if (!missing(eff)) {
        for (i in seq_along(tables)) {
            terms <- proj.cols[[i]]
            if (all(is.na(eff.i <- match(terms, names(eff))))) 
                eff.i <- rep.int(1, length(terms))
            if (length(terms) == 1L) 
                data <- projections[[strata.cols[i]]][, terms]/eff[eff.i]
            else {
                if (length(strata <- unique(strata.cols[terms])) == 
                  1L) 
                  data <- projections[[strata]][, terms] %*% 
                    as.matrix(1/eff[eff.i])
                else {
                  mat <- NULL
                  for (j in strata) {
                    mat <- cbind(mat, projections[[j]][, terms[!is.na(match(terms, 
                      names(strata.cols)[strata.cols == j]))]])
                  }
                  data <- mat %*% as.matrix(1/eff[eff.i])
                }
            }
            tables[[i]] <- tapply(data, model[model.cols[[i]]], 
                get(fun, mode = "function"))
            attr(tables[[i]], "strata") <- strata.cols[i]
            class(tables[[i]]) <- "mtable"
            if (prt) 
                print(tables[i], ..., quote = FALSE)
        }
    }
    else for (i in seq_along(tables)) {
        terms <- proj.cols[[i]]
        if (length(terms) == 1L) 
            data <- projections[[strata.cols[i]]][, terms]
        else {
            if (length(strata <- unique(strata.cols[terms])) == 
                1L) 
                data <- projections[[strata]][, terms] %*% as.matrix(rep.int(1, 
                  length(terms)))
            else {
                mat <- NULL
                for (j in strata) {
                  mat <- cbind(mat, projections[[j]][, terms[!is.na(match(terms, 
                    names(strata.cols)[strata.cols == j]))]])
                }
                data <- mat %*% as.matrix(rep.int(1, length(terms)))
            }
        }
        tables[[i]] <- tapply(data, model[model.cols[[i]]], get(fun))
        attr(tables[[i]], "strata") <- strata.cols[i]
        class(tables[[i]]) <- "mtable"
        if (prt) 
            print(tables[i], ..., quote = FALSE)
    }
    tables
}

se.aovlist <- function(object, dn.proj, dn.strata, factors, mf, efficiency, 
    n, type = "diff.means", ...) 
{
    if (type != "effects") 
        stop(gettextf("SEs for type '%s' are not yet implemented", 
            type), domain = NA)
    RSS <- sapply(object, function(x) sum(x$residuals^2)/x$df.residual)
    res <- vector(length = length(n), mode = "list")
    names(res) <- names(n)
    for (i in names(n)) {
        sse <- RSS[[dn.strata[dn.proj[[i]]]]]
        if (any(efficiency)) 
            sse <- sse/efficiency[i]
        res[[i]] <- as.vector(sqrt(sse/n[i]))
        class(res[[i]]) <- "mtable"
    }
    attr(res, "type") <- type
    res
}

se.contrast.aovlist <- function(object, contrast.obj, coef = contr.helmert(ncol(contrast))[, 
    1L], data = NULL, ...) 
{
    contrast.weight.aovlist <- function(object, contrast) {
        e.qr <- attr(object, "error.qr")
        if (!inherits(e.qr, "qr")) 
            stop("'object' does not include an error 'qr' component")
        c.qr <- qr.qty(e.qr, contrast)
        e.assign <- attr(e.qr$qr, "assign")
        n.object <- length(object)
        e.assign <- c(e.assign, rep.int(n.object - 1L, nrow(c.qr) - 
            length(e.assign)))
        res <- setNames(vector("list", n.object), names(object))
        for (j in seq_along(names(object))) {
            strata <- object[[j]]
            if (is.qr(strata$qr)) {
                scontrast <- c.qr[e.assign == (j - 1L), , drop = FALSE]
                effects <- as.matrix(qr.qty(strata$qr, scontrast))
                asgn <- strata$assign[strata$qr$pivot[1L:strata$rank]]
                uasgn <- unique(asgn)
                nm <- c("(Intercept)", attr(strata$terms, "term.labels"))
                res.i <- matrix(0, length(uasgn), ncol(effects), 
                  dimnames = list(nm[1L + uasgn], colnames(contrast)))
                for (i in seq_along(uasgn)) {
                  select <- (asgn == uasgn[i])
                  res.i[i, ] <- colSums(effects[seq_along(asgn)[select], 
                    , drop = FALSE]^2)
                }
                res[[j]] <- res.i
            }
        }
        res
    }
    SS <- function(aov.object) {
        rdf <- aov.object$df.residual
        if (is.null(rdf)) {
            nobs <- length(aov.object$residuals)
            rank <- aov.object$rank
            rdf <- nobs - rank
        }
        if (rdf == 0L) 
            return(NA)
        resid <- as.matrix(aov.object$residuals)
        wt <- aov.object$weights
        if (!is.null(wt)) 
            resid <- resid * sqrt(wt)
        sum(resid^2)/rdf
    }
    if (is.null(attr(object, "error.qr"))) {
        message("Refitting model to allow projection")
        object <- update(object, qr = TRUE)
    }
    contrast.obj <- if (is.null(data)) 
        eval(contrast.obj)
    else eval(substitute(contrast.obj), data, parent.frame())
    if (!is.matrix(contrast.obj)) {
        if (!missing(coef)) {
            if (sum(coef) != 0) 
                stop("'coef' must define a contrast, i.e., sum to 0")
            if (length(coef) != length(contrast.obj)) 
                stop("'coef' must have same length as 'contrast.obj'")
        }
        contrast <- sapply(contrast.obj, function(x) {
            if (!is.logical(x)) 
                stop(gettextf("each element of '%s' must be logical", 
                  substitute(contrasts.obj)), domain = NA)
            x/sum(x)
        })
        if (!length(contrast) || all(is.na(contrast))) 
            stop("the contrast defined is empty (has no TRUE elements)")
        contrast <- contrast %*% coef
    }
    else {
        contrast <- contrast.obj
        if (any(abs(colSums(contrast)) > 1e-08)) 
            stop("columns of 'contrast.obj' must define a contrast(sum to zero)")
        if (!length(colnames(contrast))) 
            colnames(contrast) <- paste("Contrast", seq(ncol(contrast)))
    }
    weights <- contrast.weight.aovlist(object, contrast)
    weights <- weights[-match("(Intercept)", names(weights))]
    effic <- eff.aovlist(object)
    eff.used <- apply(effic, 2L, function(x, ind = seq_along(x)) {
        temp <- (x > 0)
        if (sum(temp) == 1) 
            temp
        else max(ind[temp]) == ind
    })
    if (is.matrix(eff.used)) {
        strata.nms <- rownames(effic)[row(eff.used)[eff.used]]
        var.nms <- colnames(effic)[col(eff.used)[eff.used]]
    }
    else {
        strata.nms <- rownames(effic)
        var.nms <- colnames(effic)
    }
    rse.list <- sapply(object[unique(strata.nms)], SS)
    wgt <- matrix(0, nrow = length(var.nms), ncol = ncol(contrast), 
        dimnames = list(var.nms, colnames(contrast)))
    for (i in seq_along(var.nms)) wgt[i, ] <- weights[[strata.nms[i]]][var.nms[i], 
        , drop = FALSE]
    rse <- rse.list[strata.nms]
    eff <- effic[eff.used]
    drop(sqrt((rse/eff^2) %*% wgt))
}

dummy.coef.aovlist <- function(object, use.na = FALSE, ...) 
{
    xl <- attr(object, "xlevels")
    if (!length(xl)) 
        return(as.list(coef(object)))
    Terms <- terms(object, specials = "Error")
    err <- attr(Terms, "specials")$Error - 1
    tl <- attr(Terms, "term.labels")[-err]
    int <- attr(Terms, "intercept")
    facs <- attr(Terms, "factors")[-c(1, 1 + err), -err, drop = FALSE]
    stopifnot(length(names(object)) == (N <- length(object)))
    mf <- if (!is.null(object$model)) object$model else model.frame(object)
    vars <- dimnames(facs)[[1]]
    xtlv <- lapply(mf[, vars, drop = FALSE], levels)
    nxl <- pmax(lengths(xtlv), 1L)
    lterms <- apply(facs, 2L, function(x) prod(nxl[x > 0]))
    nl <- sum(lterms)
    args <- setNames(vector("list", length(vars)), vars)
    for (i in vars) args[[i]] <- if (nxl[[i]] == 1) 
        rep.int(1, nl)
    else factor(rep.int(xl[[i]][1L], nl), levels = xl[[i]])
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
        }
        else {
            p.j <- pos + seq_len(lt.j)
            if (length(ifac) == 1L) {
                dummy[p.j, ifac] <- x.i <- xtlv[[ifac]]
                rnn[p.j] <- as.character(x.i)
            }
            else {
                tmp <- expand.grid(xtlv[ifac], KEEP.OUT.ATTRS = FALSE)
                dummy[p.j, ifac] <- tmp
                rnn[p.j] <- apply(as.matrix(tmp), 1L, paste, 
                  collapse = ":")
            }
        }
        pos <- pos + lt.j
    }
    form <- paste0("~", paste0(tl, collapse = " + "), if (!int) 
        "- 1")
    lcontr <- object$contrasts
    lci <- vapply(dummy, is.factor, NA)
    lcontr <- lcontr[names(lci)[lci]]
    mm <- model.matrix(terms(formula(form)), dummy, lcontr, xl)
    tl <- c("(Intercept)", tl)
    res <- setNames(vector("list", N), names(object))
    allasgn <- attr(mm, "assign")
    for (i in names(object)) {
        coef <- object[[i]]$coefficients
        if (!use.na) 
            coef[is.na(coef)] <- 0
        asgn <- object[[i]]$assign
        uasgn <- unique(asgn)
        tll <- tl[1L + uasgn]
        mod <- setNames(vector("list", length(tll)), tll)
        if ((isM <- is.matrix(coef))) {
            for (j in uasgn) {
                keep <- which(asgn == j)
                cf <- coef[keep, , drop = FALSE]
                ij <- rn == tl[j]
                cf <- if (any(na <- is.na(cf))) {
                  if (ncol(cf) >= 2) 
                    stop("multivariate case with missing coefficients is not yet implemented")
                  if (j == 0) {
                    structure(cf[!na], names = "(Intercept)")
                  }
                  else {
                    rj <- t(mm[ij, keep[!na], drop = FALSE] %*% 
                      cf[!na])
                    rj[apply(mm[ij, keep[na], drop = FALSE] != 
                      0, 1L, any)] <- NA
                    rj
                  }
                }
                else {
                  if (j == 0) 
                    structure(cf, names = "(Intercept)")
                  else t(mm[ij, keep, drop = FALSE] %*% cf)
                }
                dimnames(cf) <- list(colnames(coef), rnn[ij])
                mod[[tl[j + 1L]]] <- cf
            }
        }
        else {
            for (j in uasgn) {
                keep <- which(asgn == j)
                cf <- coef[keep]
                mod[[tl[j + 1L]]] <- if (j == 0) {
                  structure(cf, names = "(Intercept)")
                }
                else {
                  ij <- rn == tl[j + 1L]
                  if (any(na <- is.na(cf))) {
                    rj <- setNames(drop(mm[ij, keep[!na], drop = FALSE] %*% 
                      cf[!na]), rnn[ij])
                    rj[apply(mm[ij, keep[na], drop = FALSE] != 
                      0, 1L, any)] <- NA
                    rj
                  }
                  else setNames(drop(mm[ij, allasgn == j, drop = FALSE] %*% 
                    cf), rnn[ij])
                }
            }
        }
        res[[i]] <- structure(mod, matrix = isM)
    }
    structure(res, class = "dummy_coef_list")
}

print.dummy_coef_list <- function(x, ...) 
{
    for (strata in names(x)) print.dummy_coef(x[[strata]], ..., 
        title = paste("\n     Error:", strata))
    invisible(x)
}
