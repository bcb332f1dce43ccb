# stats/model-formula-tools.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Small tools around model formulas and fits: sigma (the residual standard deviation), offset,
# get_all_vars (the variables a formula names, as a data frame), DF2formula and asOneSidedFormula.

sigma <- function(object, ...) UseMethod("sigma")
sigma.default <- function(object, use.fallback = TRUE, ...)
    sqrt(deviance(object, ...) / (nobs(object, use.fallback = use.fallback) - sum(!is.na(coef(object)))))
sigma.mlm <- function(object, ...) sqrt(colSums(object$residuals^2) / object$df.residual)
offset <- function(object) object
get_all_vars <- function(formula, data = NULL, ...) {
    if (missing(formula)) {
        if (!missing(data) && inherits(data, "data.frame") && length(attr(data, "terms"))) return(data)
        formula <- as.formula(data)
    } else if (missing(data) && inherits(formula, "data.frame")) {
        if (length(attr(formula, "terms"))) return(formula)
        data <- formula
        formula <- as.formula(data)
    }
    formula <- as.formula(formula)
    if (missing(data)) data <- environment(formula)
    else if (!is.data.frame(data) && !is.environment(data) && !is.null(attr(data, "class"))) data <- as.data.frame(data)
    else if (is.array(data)) stop("'data' must be a data.frame, not a matrix or an array")
    if (!is.data.frame(data) && !is.environment(data) && !is.list(data) && !is.null(data))
        stop("'data' must be a data.frame, environment, or list")
    if (!inherits(formula, "terms")) formula <- terms(formula, data = data)
    env <- environment(formula)
    rownames <- .row_names_info(data, 0L)
    varnames <- all.vars(formula)
    variables <- lapply(lapply(varnames, as.name), eval, data, env)
    if (is.null(rownames) && (resp <- attr(formula, "response")) > 0) {
        lhs <- variables[[resp]]
        rownames <- if (!is.null(d <- dim(lhs)) && length(d) == 2L) {
            if (is.data.frame(lhs)) .row_names_info(lhs, 0L) else rownames(lhs)
        } else names(lhs)
    }
    extras <- substitute(list(...))
    extranames <- names(extras)[-1L]
    extras <- eval(extras, data, env)
    x <- c(variables, extras)
    # matrices stay whole columns: protected by I() through as.data.frame, then unprotected
    isM <- vapply(x, function(o) is.matrix(o) && !inherits(o, "AsIs"), NA)
    if (anyM <- any(isM)) x[isM] <- lapply(x[isM], I)
    nms.x <- c(varnames, extranames)
    if (any(vapply(x, is.data.frame, NA)))
        nms.x <- unlist(lapply(seq_along(x), function(i) if (is.list(x[[i]])) names(x[[i]]) else nms.x[[i]]))
    x <- as.data.frame(x, optional = TRUE)
    names(x) <- nms.x
    if (anyM) x[isM] <- lapply(x[isM], function(o) `class<-`(o, class(o)[class(o) != "AsIs"]))
    attr(x, "row.names") <- if (is.null(rownames)) .set_row_names(max(vapply(x, NROW, integer(1)))) else rownames
    x
}
DF2formula <- function(x, env = parent.frame()) {
    nm <- lapply(names(x), as.name)
    ff <- if (length(nm) > 1L) call("~", nm[[1L]], Reduce(function(a, b) call("+", a, b), nm[-1L]))
          else if (length(nm) == 1L) call("~", nm[[1L]])
          else stop("cannot create a formula from a zero-column data frame")
    class(ff) <- "formula"
    environment(ff) <- env
    ff
}
# A data frame's formula: its terms' formula when it has one, else the first column against the rest.
formula.data.frame <- function(x, ...) {
    if (length(tx <- attr(x, "terms")) && length(ff <- formula.terms(tx))) ff
    else DF2formula(x, parent.frame())
}
asOneSidedFormula <- function(object) {
    if (mode(object) == "call" && object[[1L]] == "~" && !inherits(object, "formula")) {
        object <- eval(object)
        environment(object) <- .GlobalEnv
    }
    if (inherits(object, "formula")) {
        if (length(object) != 2L) stop(gettextf("formula '%s' must be of the form '~expr'", deparse1(object)), domain = NA)
        return(object)
    }
    ff <- call("~", switch(mode(object), name = , numeric = , call = object, character = as.name(object),
                           expression = object[[1L]],
                           stop(gettextf("'%s' cannot be of mode '%s'", substitute(object), mode(object)), domain = NA)))
    class(ff) <- "formula"
    environment(ff) <- .GlobalEnv
    ff
}
