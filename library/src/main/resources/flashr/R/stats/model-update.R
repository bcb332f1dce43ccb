# stats/model-update.R: part of R's stats package as flashr defines it, bound lazily in the base namespace.
#
# Refitting a model with changes, written in R to R's definitions:
# update edits the fit's call (formula through update.formula, other arguments
# replaced or appended) and evaluates it again; update.formula puts the old sides in
# for each . of the new formula and rebuilds it from the resulting term labels, as R's
# simplifying terms.formula does.

getCall <- function(x, ...) UseMethod("getCall")
getCall.default <- function(x, ...) getElement(x, "call")
getElement <- function(object, name) object[[name, exact = TRUE]]
update <- function(object, ...) UseMethod("update")
update.default <- function(object, formula., ..., evaluate = TRUE) {
    if (is.null(call <- getCall(object))) stop("need an object with call component")
    extras <- match.call(expand.dots = FALSE)$...
    if (!missing(formula.)) call$formula <- update(formula(object), formula.)
    if (length(extras)) {
        existing <- !is.na(match(names(extras), names(call)))
        for (a in names(extras)[existing]) call[[a]] <- extras[[a]]
        if (any(!existing)) call <- as.call(c(as.list(call), extras[!existing]))
    }
    if (evaluate) eval(call, parent.frame()) else call
}
update.formula <- function(old, new, ...) {
    old <- as.formula(old)
    new <- as.formula(new)
    env <- environment(old)
    out <- .formula.simplify(.formula.put.dots(old, new))
    environment(out) <- env
    out
}
.formula.put.dots <- function(old, new) {
    # as R's ExpandDots: a . takes parentheses only where the operator around it binds more tightly
    # than the one of what it stands for ((a + b) * c; log(a + b), a + b + c without)
    put <- function(e, by) {
        if (identical(e, quote(.))) return(by)
        if (is.call(e) && length(e) > 1L) {
            bop <- if (is.call(by)) as.character(by[[1L]]) else ""
            op <- if (is.name(e[[1L]])) as.character(e[[1L]]) else ""
            tighter <- switch(op, "-" = c("+", "-"), "*" = , "/" = , ":" = c("+", "-", "*", "/"),
                              "^" = c("+", "-", "*", "/", ":"), character())
            for (i in 2L:length(e)) if (!is.null(e[[i]]))
                e[[i]] <- if (identical(e[[i]], quote(.)) && bop %in% tighter) call("(", by) else put(e[[i]], by)
        }
        e
    }
    lhs <- if (length(old) == 3L) old[[2L]] else NULL
    rhs <- old[[length(old)]]
    if (length(new) == 2L) {
        if (is.null(lhs)) call("~", put(new[[2L]], rhs)) else call("~", lhs, put(new[[2L]], rhs))
    } else {
        call("~", if (is.null(lhs)) new[[2L]] else put(new[[2L]], lhs), put(new[[3L]], rhs))
    }
}
# the formula R's terms.formula(simplify = TRUE) gives: the term labels joined by +, then the offset()
# variables, "- 1" without intercept
.formula.simplify <- function(f) {
    tt <- terms.formula(eval(f))
    labels <- c(attr(tt, "term.labels"),
                vapply(as.list(attr(tt, "variables"))[1L + attr(tt, "offset")], .formula.label, ""))
    rhs <- if (length(labels)) parse(text = paste(labels, collapse = "+"), keep.source = FALSE)[[1L]] else 1
    if (!attr(tt, "intercept")) rhs <- call("-", rhs, 1)
    out <- if (attr(tt, "response")) call("~", f[[2L]], rhs) else call("~", rhs)
    eval(out)
}
reformulate <- function(termlabels, response = NULL, intercept = TRUE, env = parent.frame()) {
    if (!is.character(termlabels) || !length(termlabels))
        stop("'termlabels' must be a character vector of length at least one")
    termtext <- paste(termlabels, collapse = "+")
    if (!intercept) termtext <- paste(termtext, "- 1")
    terms <- parse(text = termtext, keep.source = FALSE)[[1L]]
    fexpr <- if (is.null(response)) call("~", terms)
             else call("~", if (is.character(response)) {
                           if (length(response) != 1) stop(gettextf("'%s' must be a character string", "response"), domain = NA)
                           parse(text = response, keep.source = FALSE)[[1L]]
                       } else response, terms)
    formula(fexpr, env)
}
# R's delete.response, drop.terms and `[.terms`: a terms object without its response, without some
# terms or with some terms, rebuilt from its labels with its specials; the variables' attributes
# (predvars, dataClasses, offset and specials indices) follow
delete.response <- function(termobj) {
    a <- attributes(termobj)
    y <- a$response
    if (!is.null(y) && y) {
        termobj[[2L]] <- NULL
        a$response <- 0
        a$variables <- a$variables[-(1 + y)]
        a$predvars <- a$predvars[-(1 + y)]
        if (length(a$factors)) a$factors <- a$factors[-y, , drop = FALSE]
        if (length(a$offset)) a$offset <- ifelse(a$offset > y, a$offset - 1, a$offset)
        if (length(a$specials))
            for (i in seq_along(a$specials)) {
                b <- a$specials[[i]]
                a$specials[[i]] <- ifelse(b > y, b - 1, b)
            }
        attributes(termobj) <- a
    }
    termobj
}
drop.terms <- function(termobj, dropx = NULL, keep.response = FALSE) {
    if (is.null(dropx)) return(termobj)
    if (!inherits(termobj, "terms"))
        stop(gettextf("'termobj' must be a object of class %s", dQuote("terms")), domain = NA)
    newformula <- reformulate(attr(termobj, "term.labels")[-dropx], response = if (keep.response) termobj[[2L]],
                              intercept = attr(termobj, "intercept"), env = environment(termobj))
    result <- terms(newformula, specials = names(attr(termobj, "specials")))
    response <- attr(termobj, "response")
    dropOpt <- if (response && !keep.response) c(response, dropx + length(response)) else dropx + max(response)
    if (!is.null(predvars <- attr(termobj, "predvars"))) attr(result, "predvars") <- predvars[-(dropOpt + 1)]
    if (!is.null(dataClasses <- attr(termobj, "dataClasses"))) attr(result, "dataClasses") <- dataClasses[-dropOpt]
    result
}
`[.terms` <- function(termobj, i) {
    resp <- if (attr(termobj, "response")) termobj[[2L]]
    newformula <- attr(termobj, "term.labels")[i]
    if (length(newformula) == 0L) newformula <- "1"
    newformula <- reformulate(newformula, resp, attr(termobj, "intercept"), environment(termobj))
    result <- terms(newformula, specials = names(attr(termobj, "specials")))
    addindex <- function(index, offset) ifelse(index < 0, index - offset, ifelse(index == 0, 0, index + offset))
    if (is.logical(i)) i <- which(rep_len(i, length.out = length(attr(termobj, "term.labels"))))
    response <- attr(termobj, "response")
    iOpt <- if (response) c(if (max(i) > 0) response, addindex(i, max(response))) else i
    if (!is.null(predvars <- attr(termobj, "predvars")))
        attr(result, "predvars") <- predvars[c(if (max(iOpt) > 0) 1, addindex(iOpt, 1))]
    if (!is.null(dataClasses <- attr(termobj, "dataClasses"))) attr(result, "dataClasses") <- dataClasses[iOpt]
    result
}
