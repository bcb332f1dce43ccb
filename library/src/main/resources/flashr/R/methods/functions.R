# Helpers of R's methods package on functions and their arguments: hasArg, formalArgs,
# existsFunction, findFunction, getFunction, functionBody (and its replacement), el, elNamed.
# Ported from R's own code (methods/R/RClassUtils.R, trace.R, ...).

hasArg <- function(name) {
    aname <- as.character(substitute(name))
    fnames <- names(formals(sys.function(sys.parent())))
    if (is.na(match(aname, fnames))) {
        if (is.na(match("...", fnames))) FALSE
        else {
            dotsCall <- eval(quote(substitute(list(...))), sys.frame(sys.parent()))
            !is.na(match(aname, names(dotsCall)))
        }
    } else eval(substitute(!missing(name)), sys.frame(sys.parent()))
}

formalArgs <- function(def) names(formals(def, envir = parent.frame()))

# The environments from where up to the base environment that hold a function named f.
findFunction <- function(f, generic = TRUE, where = parent.frame()) {
    where <- as.environment(where)
    out <- list()
    repeat {
        if (!is.null(get0(f, envir = where, mode = "function", inherits = FALSE))) out <- c(out, list(where))
        if (identical(where, baseenv()) || identical(where, emptyenv())) break
        where <- parent.env(where)
    }
    out
}

existsFunction <- function(f, generic = TRUE, where = parent.frame()) length(findFunction(f, generic, where)) > 0L

getFunction <- function(name, generic = TRUE, mustFind = TRUE, where = parent.frame()) {
    if (!nzchar(name)) stop(gettextf("expected a non-empty character string for argument name"), domain = NA)
    f <- get0(name, envir = as.environment(where), mode = "function")
    if (!generic && !is.null(attr(f, "generic"))) f <- NULL
    if (is.null(f) && mustFind)
        stop(if (generic) gettextf("no function %s found", sQuote(name))
             else gettextf("no non-generic function %s found", sQuote(name)), domain = NA)
    f
}

functionBody <- function(fun = sys.function(sys.parent())) {
    if (is.character(fun)) fun <- get(fun, mode = "function", envir = parent.frame())
    body(fun)
}

"functionBody<-" <- function(fun, envir = environment(fun), value) {
    if (!is.function(fun)) warning("'fun' is not a function")
    if (is.expression(value)) {
        if (length(value) > 1L) warning("using the first element of 'value' of type \"expression\"")
        value <- value[[1L]]
    }
    as.function(c(as.list(formals(fun)), list(value)), envir)
}

el <- function(object, where) object[where][[1L]]

"el<-" <- function(object, where, value) {
    object[[where]] <- value
    object
}

elNamed <- function(x, name, mustFind = FALSE) {
    i <- match(name, names(x))
    if (is.na(i)) {
        if (mustFind) stop(gettextf("%s is not one of the element names", sQuote(name)), domain = NA)
        else NULL
    } else x[[i]]
}

"elNamed<-" <- function(x, name, value) {
    x[[name]] <- value
    x
}

substituteDirect <- function(object, frame = parent.frame(), cleanFunction = TRUE)
    eval(call("substitute", object, frame))
