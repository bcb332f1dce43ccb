# stats/princomp.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# princomp (default and formula methods) with its print, summary, predict and
# loadings methods, written in R to R's definitions: the
# components are the eigenvectors of the covariance (or correlation) matrix with divisor n,
# each column's sign fixed so that its first element is not negative, so LAPACK's choice of
# signs does not show.

chkDots <- function(..., which.call = -1, allowed = character(0)) {
    if (nx <- ...length())
        warning(sprintf(ngettext(nx, "In %s :\n extra argument %s will be disregarded",
                                 "In %s :\n extra arguments %s will be disregarded"),
                        paste(deparse(sys.call(which.call), control = c()), collapse = "\n"),
                        paste(sQuote(names(list(...))), collapse = ", ")), call. = FALSE, domain = NA)
}
princomp <- function(x, ...) UseMethod("princomp")
princomp.default <- function(x, cor = FALSE, scores = TRUE, covmat = NULL,
                             subset = rep_len(TRUE, nrow(as.matrix(x))), fix_sign = TRUE, ...) {
    chkDots(...)
    cl <- match.call()
    cl[[1L]] <- as.name("princomp")
    z <- if (!missing(x)) as.matrix(x)[subset, , drop = FALSE]
    if (is.list(covmat)) {
        if (anyNA(match(c("cov", "n.obs"), names(covmat))))
            stop("'covmat' is not a valid covariance list")
        cv <- covmat$cov
        n.obs <- covmat$n.obs
        cen <- covmat$center
    } else if (is.matrix(covmat)) {
        if (!missing(x)) warning("both 'x' and 'covmat' were supplied: 'x' will be ignored")
        cv <- covmat
        n.obs <- NA
        cen <- NULL
    } else if (is.null(covmat)) {
        dn <- dim(z)
        if (dn[1L] < dn[2L]) stop("'princomp' can only be used with more units than variables")
        covmat <- cov.wt(z)
        n.obs <- covmat$n.obs
        cv <- covmat$cov * (1 - 1/n.obs)
        cen <- covmat$center
    } else stop("'covmat' is of unknown type")
    if (!is.numeric(cv)) stop("PCA applies only to numerical variables")
    if (cor) {
        sds <- sqrt(diag(cv))
        if (any(sds == 0)) stop("cannot use 'cor = TRUE' with a constant variable")
        cv <- cv/(sds %o% sds)
    }
    edc <- eigen(cv, symmetric = TRUE)
    ev <- edc$values
    if (any(neg <- ev < 0)) {
        if (any(ev[neg] < -9 * .Machine$double.eps * ev[1L]))
            stop("covariance matrix is not non-negative definite")
        else ev[neg] <- 0
    }
    cn <- paste0("Comp.", 1L:ncol(cv))
    names(ev) <- cn
    dimnames(edc$vectors) <- if (missing(x)) list(dimnames(cv)[[2L]], cn) else list(dimnames(x)[[2L]], cn)
    sdev <- sqrt(ev)
    sc <- setNames(if (cor) sds else rep.int(1, ncol(cv)), colnames(cv))
    fix <- if (fix_sign) function(A) {
        mysign <- function(x) ifelse(x < 0, -1, 1)
        A[] <- apply(A, 2L, function(x) x * mysign(x[1L]))
        A
    } else identity
    ev <- fix(edc$vectors)
    scr <- if (scores && !missing(x) && !is.null(cen)) scale(z, center = cen, scale = sc) %*% ev
    if (is.null(cen)) cen <- rep(NA_real_, nrow(cv))
    edc <- list(sdev = sdev, loadings = structure(ev, class = "loadings"), center = cen,
                scale = sc, n.obs = n.obs, scores = scr, call = cl)
    class(edc) <- "princomp"
    edc
}
princomp.formula <- function(formula, data = NULL, subset, na.action, ...) {
    mt <- terms(formula, data = data)
    if (attr(mt, "response") > 0) stop("response not allowed in formula")
    cl <- match.call()
    mf <- match.call(expand.dots = FALSE)
    mf$... <- NULL
    mf[[1L]] <- quote(model.frame)
    mf <- eval.parent(mf)
    if (any(vapply(mf, function(x) is.factor(x) || !is.numeric(x), NA)))
        stop("PCA applies only to numerical variables")
    na.act <- attr(mf, "na.action")
    mt <- attr(mf, "terms")
    attr(mt, "intercept") <- 0
    x <- model.matrix(mt, mf)
    res <- princomp.default(x, ...)
    cl[[1L]] <- as.name("princomp")
    res$call <- cl
    if (!is.null(na.act)) res$na.action <- na.act
    res
}
print.princomp <- function(x, ...) {
    cat("Call:\n")
    dput(x$call, control = NULL)
    cat("\nStandard deviations:\n")
    print(x$sdev, ...)
    cat("\n", length(x$scale), " variables and ", x$n.obs, "observations.\n")
    invisible(x)
}
summary.princomp <- function(object, loadings = FALSE, cutoff = 0.1, ...) {
    object$cutoff <- cutoff
    object$print.loadings <- loadings
    class(object) <- "summary.princomp"
    object
}
print.summary.princomp <- function(x, digits = 3L, loadings = x$print.loadings, cutoff = x$cutoff, ...) {
    vars <- x$sdev^2
    vars <- vars/sum(vars)
    cat("Importance of components:\n")
    print(rbind(`Standard deviation` = x$sdev, `Proportion of Variance` = vars,
                `Cumulative Proportion` = cumsum(vars)))
    if (loadings) {
        cat("\nLoadings:\n")
        cx <- format(round(x$loadings, digits = digits))
        cx[abs(x$loadings) < cutoff] <- strrep(" ", nchar(cx[1, 1], type = "w"))
        print(cx, quote = FALSE, ...)
    }
    invisible(x)
}
loadings <- function(x, ...) x$loadings
print.loadings <- function(x, digits = 3L, cutoff = 0.1, sort = FALSE, ...) {
    Lambda <- unclass(x)
    p <- nrow(Lambda)
    factors <- ncol(Lambda)
    if (sort) {
        mx <- max.col(abs(Lambda))
        ind <- cbind(1L:p, mx)
        mx[abs(Lambda[ind]) < 0.5] <- factors + 1
        Lambda <- Lambda[order(mx, 1L:p), , drop = FALSE]
    }
    cat("\nLoadings:\n")
    fx <- setNames(format(round(Lambda, digits)), NULL)
    nc <- nchar(fx[1L], type = "c")
    fx[abs(Lambda) < cutoff] <- strrep(" ", nc)
    print(fx, quote = FALSE, ...)
    vx <- colSums(x^2)
    varex <- rbind(`SS loadings` = vx)
    if (is.null(attr(x, "covariance"))) {
        varex <- rbind(varex, `Proportion Var` = vx/p)
        if (factors > 1) varex <- rbind(varex, `Cumulative Var` = cumsum(vx/p))
    }
    cat("\n")
    print(round(varex, digits))
    invisible(x)
}
predict.princomp <- function(object, newdata, ...) {
    if (missing(newdata)) return(object$scores)
    if (length(dim(newdata)) != 2L) stop("'newdata' must be a matrix or data frame")
    p <- NCOL(object$loadings)
    nm <- rownames(object$loadings)
    if (!is.null(nm)) {
        if (!all(nm %in% colnames(newdata)))
            stop("'newdata' does not have named columns matching one or more of the original columns")
        newdata <- newdata[, nm]
    } else {
        if (NCOL(newdata) != p) stop("'newdata' does not have the correct number of columns")
    }
    scale(newdata, object$center, object$scale) %*% object$loadings
}
