# stats/aggregate.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# aggregate, as R's stats writes it: groups are the combinations of
# the by values present, the first grouping varying fastest, each sorted as its factor levels.

aggregate <- function(x, ...) UseMethod("aggregate")
aggregate.default <- function(x, ...) aggregate.data.frame(as.data.frame(x), ...)
aggregate.data.frame <- function(x, by, FUN, ..., simplify = TRUE, drop = TRUE) {
    if (!is.data.frame(x)) x <- as.data.frame(x)
    FUN <- match.fun(FUN)
    if (NROW(x) == 0L) stop("no rows to aggregate")
    if (!is.list(by)) stop("'by' must be a list")
    if (is.null(names(by)) && length(by)) names(by) <- paste0("Group.", seq_along(by))
    else {
        nam <- names(by)
        ind <- which(!nzchar(nam))
        names(by)[ind] <- paste0("Group.", ind)
    }
    if (any(lengths(by) != NROW(x))) stop("arguments must have same length")
    y <- as.data.frame(by, stringsAsFactors = FALSE)
    keep <- Reduce(`&`, lapply(by, function(b) !is.na(b)), rep(TRUE, NROW(x)))
    y <- y[keep, , drop = FALSE]
    x <- x[keep, , drop = FALSE]
    ident <- function(x) {
        y <- as.factor(x)
        l <- length(levels(y))
        s <- as.character(seq_len(l))
        n <- nchar(s)
        levels(y) <- paste0(strrep("0", n[l] - n), s)
        as.character(y)
    }
    grp <- lapply(y, ident)
    names(grp) <- NULL
    grp <- do.call(paste, c(rev(grp), list(sep = ".")))
    y <- y[match(sort(unique(grp)), grp, 0L), , drop = FALSE]
    z <- lapply(.df_columns(x), function(e) {
        ans <- lapply(X = unname(split(e, grp)), FUN = FUN, ...)
        if (simplify && length(len <- unique(lengths(ans))) == 1L && len == 1L) {
            cl <- lapply(ans, oldClass)
            cl1 <- cl[[1L]]
            ans <- if (!is.null(cl1) && all(vapply(cl, identical, NA, y = cl1))) do.call(c, ans)
                   else unlist(ans, recursive = FALSE, use.names = FALSE)
        }
        ans
    })
    len <- length(y)
    for (i in seq_along(z)) y[[len + i]] <- z[[i]]
    names(y) <- c(names(by), names(x))
    row.names(y) <- NULL
    y
}
.formula_vars <- function(e) {
    if (is.name(e)) return(as.character(e))
    if (is.call(e)) return(unique(unlist(lapply(as.list(e)[-1L], .formula_vars))))
    character()
}
.formula_terms <- function(e) {
    if (is.call(e) && identical(e[[1L]], as.name("+"))) return(c(.formula_terms(e[[2L]]), .formula_terms(e[[3L]])))
    list(e)
}
aggregate.formula <- function(x, data, FUN, ..., subset, na.action = na.omit) {
    formula <- x
    if (length(formula) != 3L) stop("'formula' missing or incorrect")
    env <- environment(formula)
    if (is.null(env)) env <- parent.frame()
    lhs <- formula[[2L]]
    rhs <- formula[[3L]]
    others <- function(used) setdiff(names(data), used)
    rhs.terms <- if (identical(rhs, as.name("."))) lapply(others(.formula_vars(lhs)), as.name)
                 else .formula_terms(rhs)
    by <- lapply(rhs.terms, function(e) eval(e, data, env))
    names(by) <- vapply(rhs.terms, function(e) paste(deparse(e), collapse = " "), "")
    lhs.terms <- if (identical(lhs, as.name("."))) lapply(others(names(by)), as.name)
                 else if (is.call(lhs) && identical(lhs[[1L]], as.name("cbind"))) as.list(lhs)[-1L]
                 else list(lhs)
    vals <- lapply(lhs.terms, function(e) eval(e, data, env))
    names(vals) <- vapply(lhs.terms, function(e) paste(deparse(e), collapse = " "), "")
    ok <- Reduce(`&`, lapply(c(vals, by), function(v) !is.na(v)), rep(TRUE, length(vals[[1L]])))
    vals <- .df_new(lapply(vals, function(v) v[ok]), names(vals), .set_row_names(sum(ok)))
    by <- lapply(by, function(b) b[ok])
    aggregate.data.frame(vals, by, FUN, ...)
}
