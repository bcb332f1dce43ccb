# Looking up, listing and removing generics and their methods (R's getGeneric, findMethod,
# findMethods, findMethodSignatures, hasMethods, removeMethods, removeGeneric, showMethods), and the generics
# cbind2/rbind2 with their default methods. A generic's table is .S4_generics[[f]] (s4.R): its
# methods are keyed by their signature "A,B".

getGeneric <- function(f, mustFind = FALSE, where, package = "") {
    name <- if (is.function(f)) attr(f, "generic") else f
    g <- if (is.character(name)) .s4_generic(name)
    if (is.null(g)) {
        if (mustFind) stop(gettextf("no generic function found for %s", sQuote(name)), domain = NA)
        return(NULL)
    }
    fdef <- get0(name, envir = parent.frame(), mode = "function")
    if (is.null(fdef) || is.null(attr(fdef, "generic"))) {
        fdef <- function(...) NULL
        formals(fdef) <- c(setNames(rep(list(quote(expr = )), length(g$signature)), g$signature),
                           if (!("..." %in% g$signature)) alist(... = ))
        body(fdef) <- call("standardGeneric", name)
        fdef <- structure(fdef, generic = name)
    }
    class(fdef) <- structure("standardGeneric", package = "methods")
    fdef
}

# The generic's table of methods, or an error as R gives for a function that is no generic.
.s4_table_of <- function(f) {
    g <- if (is.character(f) && length(f) == 1L) .s4_generic(f)
    if (is.null(g))
        stop(gettextf("%s is not a known generic function {and 'package' not specified}", sQuote(f, FALSE)),
             domain = NA)
    g
}

findMethod <- function(f, signature, where) {
    g <- .s4_generic(f)
    if (is.null(g) || !exists(paste(signature, collapse = ","), envir = g$methods, inherits = FALSE))
        return(list())
    list(globalenv())
}

findMethods <- function(f, where, classes = character(), inherited = FALSE, package = "") {
    if (is.function(f)) f <- attr(f, "generic")
    g <- .s4_generic(f)
    if (is.null(g)) {
        warning(gettextf("non-generic function '%s' given to findMethods()", f), domain = NA)
        return(list())
    }
    keys <- sort(ls(g$methods))
    if (length(classes))
        keys <- keys[vapply(strsplit(keys, ",", fixed = TRUE), function(p) any(p %in% classes), NA)]
    out <- lapply(keys, function(k) get(k, envir = g$methods))
    names(out) <- gsub(",", "#", keys, fixed = TRUE)
    out
}

getMethods <- function(f, where, table = FALSE) findMethods(f)

findMethodSignatures <- function(..., target = TRUE, methods = findMethods(...)) {
    keys <- names(methods)
    if (!length(keys)) return(character())
    parts <- strsplit(keys, "#", fixed = TRUE)
    n <- max(lengths(parts))
    f <- list(...)[[1L]]
    args <- .s4_generic(if (is.function(f)) attr(f, "generic") else f)$signature[seq_len(n)]
    m <- t(vapply(parts, function(p) c(p, rep("ANY", n - length(p))), character(n)))
    if (n == 1L) m <- matrix(m, ncol = 1L)
    dimnames(m) <- list(NULL, args)
    m
}

hasMethods <- function(f, where, package = "") length(ls(.s4_table_of(f)$methods)) > 0L

removeMethods <- function(f, where, all = TRUE) {
    g <- .s4_generic(f)
    if (is.null(g)) return(FALSE)
    rm(list = ls(g$methods), envir = g$methods)
    TRUE
}

removeGeneric <- function(f, where) {
    g <- get0(f, envir = .S4_generics, inherits = FALSE)
    if (is.null(g)) {
        warning(gettextf("generic function %s not found for removal", sQuote(f)), domain = NA)
        return(FALSE)
    }
    rm(list = f, envir = .S4_generics)
    env <- parent.frame()
    while (!identical(env, emptyenv())) {
        if (exists(f, envir = env, inherits = FALSE) && !is.null(attr(get(f, envir = env), "generic"))) {
            rm(list = f, envir = env)
            break
        }
        env <- parent.env(env)
    }
    TRUE
}

isSealedMethod <- function(f, signature, fdef, where) FALSE

cbind2 <- function(x, y, ...) standardGeneric("cbind2")

rbind2 <- function(x, y, ...) standardGeneric("rbind2")

# The default methods of cbind2 and rbind2 (R's methods for "ANY" with y "ANY" or "missing").
.s4_bind2_default <- function(f)
    switch(f,
           cbind2 = function(x, y, ...) if (missing(y)) cbind(x, deparse.level = 0) else cbind(x, y, deparse.level = 0),
           rbind2 = function(x, y, ...) if (missing(y)) rbind(x, deparse.level = 0) else rbind(x, y, deparse.level = 0),
           NULL)

setReplaceMethod <- function(f, ..., where = topenv(parent.frame()))
    setMethod(paste0(f, "<-"), ...)

showMethods <- function(f, ...) {
    g <- .s4_generic(f)
    if (is.null(g)) {
        cat("\nFunction \"", f, "\":\n <not an S4 generic function>\n", sep = "")
        return(invisible())
    }
    package <- if (f %in% c("show", "initialize", "cbind2", "rbind2", "coerce")) "methods"
               else if (isGroup(f) || !is.null(.s4_builtin_signature(f))) "base" else ".GlobalEnv"
    cat("Function: ", f, " (package ", package, ")\n", sep = "")
    keys <- sort(ls(g$methods))
    if (f %in% c("cbind2", "rbind2")) keys <- sort(c(keys, "ANY,ANY", "ANY,missing"))
    if (!length(keys)) cat("<No methods>\n")
    for (k in keys) {
        parts <- strsplit(k, ",", fixed = TRUE)[[1L]]
        cat(paste0(g$signature[seq_along(parts)], "=\"", parts, "\"", collapse = ", "), "\n", sep = "")
    }
    cat("\n")
    invisible()
}

getGenerics <- function(where, searchForm = FALSE) sort(ls(.S4_generics))
