# base/data-tools.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Data-frame helpers written in R to R's definitions: transform
# (new or replaced columns computed in the frame), within (a block run with the columns
# as variables, its assignments becoming columns), stack/unstack (named vectors
# to a values/ind frame and back), by (a function applied to the rows of each group,
# printed group by group) and cov.wt (a weighted covariance matrix).

transform <- function(`_data`, ...) UseMethod("transform")
transform.default <- function(`_data`, ...) transform.data.frame(data.frame(`_data`), ...)
transform.data.frame <- function(`_data`, ...) {
    e <- eval(substitute(list(...)), `_data`, parent.frame())
    tags <- names(e)
    inx <- match(tags, names(`_data`))
    matched <- !is.na(inx)
    if (any(matched)) {
        `_data`[inx[matched]] <- e[matched]
        `_data` <- data.frame(`_data`)
    }
    if (!all(matched)) do.call("data.frame", c(list(`_data`), e[!matched])) else `_data`
}
within <- function(data, expr, ...) UseMethod("within")
within.data.frame <- function(data, expr, ...) {
    e <- evalq(environment(), data, parent.frame())
    eval(substitute(expr), e)
    # what the block left bound, newest first, replaces or adds columns; removed ones go
    l <- as.list(e, all.names = TRUE)
    l <- l[!vapply(l, is.null, NA, USE.NAMES = FALSE)]
    nl <- names(l)
    del <- setdiff(names(data), nl)
    data[nl] <- l
    data[del] <- NULL
    data
}
within.list <- function(data, expr, keepAttrs = TRUE, ...) {
    e <- evalq(environment(), data, parent.frame())
    eval(substitute(expr), e)
    # keepAttrs = FALSE: the frame itself as a list (R's order: new bindings newest first)
    if (!keepAttrs) return(as.list(e, all.names = TRUE))
    l <- as.list(e, all.names = TRUE)
    nl <- names(l)
    del <- setdiff(names(data), nl)
    data[nl] <- l
    data[del] <- NULL
    data
}
stack <- function(x, ...) UseMethod("stack")
.stack_values <- function(x, drop) {
    ind <- rep.int(factor(names(x), unique(names(x))), lengths(x))
    if (drop) ind <- droplevels(ind)
    data.frame(values = unlist(unname(x)), ind, stringsAsFactors = FALSE)
}
stack.default <- function(x, drop = FALSE, ...) {
    x <- as.list(x)
    keep <- unlist(lapply(x, is.vector))
    if (!sum(keep)) stop("at least one vector element is required")
    if (!all(keep)) warning("non-vector elements will be ignored")
    .stack_values(x[keep], drop)
}
stack.data.frame <- function(x, select, drop = FALSE, ...) {
    if (!missing(select)) {
        columns <- as.list(seq_len(ncol(x)))
        names(columns) <- names(x)
        x <- x[, eval(substitute(select), columns, parent.frame()), drop = FALSE]
    }
    keep <- vapply(x, is.vector, NA)
    if (!any(keep)) stop("no vector columns were selected")
    if (!all(keep)) warning("non-vector columns will be ignored")
    .stack_values(x[, keep, drop = FALSE], drop)
}
unstack <- function(x, ...) UseMethod("unstack")
.unstack_values <- function(x, form) {
    res <- c(tapply(eval(form[[2L]], x), eval(form[[3L]], x), as.vector))
    # groups of different sizes stay a list
    if (length(res) >= 2L && any(diff(lengths(res)) != 0L)) return(res)
    data.frame(res, stringsAsFactors = FALSE)
}
unstack.default <- function(x, form, ...) {
    x <- as.list(x)
    form <- as.formula(form)
    if (length(form) < 3 || length(all.vars(form)) > 2)
        stop("'form' must be a two-sided formula with one term on each side")
    .unstack_values(x, form)
}
unstack.data.frame <- function(x, form, ...) {
    form <- if (missing(form)) formula(x) else as.formula(form)   # R: the data frame's own formula
    if (length(form) < 3) stop("'form' must be a two-sided formula")
    .unstack_values(x, form)
}
by <- function(data, INDICES, FUN, ..., simplify = TRUE) UseMethod("by")
by.default <- function(data, INDICES, FUN, ..., simplify = TRUE) {
    dd <- as.data.frame(data)
    if (length(dim(data))) return(by(dd, INDICES, FUN, ..., simplify = simplify))
    IND <- if (is.list(INDICES)) INDICES else structure(list(INDICES), names = deparse(substitute(INDICES))[1L])
    FUNx <- function(x) FUN(dd[x, ], ...)
    nd <- nrow(dd)
    # tapply is evaluated with the data's columns in scope, as R's by does (Calls: ... eval -> eval -> tapply)
    structure(eval(substitute(tapply(seq_len(nd), IND, FUNx, simplify = simplify)), dd), call = match.call(), class = "by")
}
by.data.frame <- function(data, INDICES, FUN, ..., simplify = TRUE) {
    IND <- if (is.list(INDICES)) INDICES else structure(list(INDICES), names = deparse(substitute(INDICES))[1L])
    FUNx <- function(x) FUN(data[x, , drop = FALSE], ...)
    nd <- nrow(data)
    structure(eval(substitute(tapply(seq_len(nd), IND, FUNx, simplify = simplify)), data), call = match.call(), class = "by")
}
print.by <- function(x, ..., vsep) {
    d <- dim(x)
    dn <- dimnames(x)
    dnn <- names(dn)
    if (missing(vsep)) vsep <- strrep("-", 0.75 * getOption("width"))
    for (i in seq_along(x)) {
        if (i != 1L && !is.null(vsep)) cat(vsep, "\n")
        # the group's level in each grouping, the first varying fastest
        k <- i - 1L
        for (j in seq_along(dn)) {
            cat(dnn[j], ": ", dn[[j]][k %% d[j] + 1L], "\n", sep = "")
            k <- k %/% d[j]
        }
        print(x[[i]], ...)
    }
    invisible(x)
}
cov.wt <- function(x, wt = rep(1/nrow(x), nrow(x)), cor = FALSE, center = TRUE, method = c("unbiased", "ML")) {
    if (is.data.frame(x)) x <- as.matrix(x)
    else if (!is.matrix(x)) stop("'x' must be a matrix or a data frame")
    if (!all(is.finite(x))) stop("'x' must contain finite values only")
    n <- nrow(x)
    if (with.wt <- !missing(wt)) {
        if (length(wt) != n) stop("length of 'wt' must equal the number of rows in 'x'")
        if (any(wt < 0) || (s <- sum(wt)) == 0) stop("weights must be non-negative and not all zero")
        wt <- wt / s
    }
    if (is.logical(center)) center <- if (center) colSums(wt * x) else 0
    else if (length(center) != ncol(x)) stop("length of 'center' must equal the number of columns in 'x'")
    x <- sqrt(wt) * sweep(x, 2, center, check.margin = FALSE)
    cov <- switch(match.arg(method), unbiased = crossprod(x) / (1 - sum(wt^2)), ML = crossprod(x))
    y <- list(cov = cov, center = center, n.obs = n)
    if (with.wt) y$wt <- wt
    if (cor) {
        Is <- 1 / sqrt(diag(cov))
        R <- cov
        R[] <- Is * cov * rep(Is, each = nrow(cov))
        y$cor <- R
    }
    y
}
