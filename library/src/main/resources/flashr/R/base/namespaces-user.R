# base/namespaces-user.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Namespaces that R code makes itself (an environment holding a `.__NAMESPACE__.` environment with a
# `spec`, as loadNamespace's makeNamespace builds them): their information, exports and imports, after
# R's own code (namespaceExport, namespaceImport, namespaceImportFrom, importIntoEnv), and .S3method.
# flashr's own packages keep theirs in the engine: getNamespaceInfo and friends answer for those.

.getNamespaceInfo <- function(ns, which) ns[[".__NAMESPACE__."]][[which]]

# An environment that is a namespace through its `.__NAMESPACE__.` information, not one of flashr's.
.isUserNamespace <- function(ns) is.environment(ns) && is.environment(info <- ns[[".__NAMESPACE__."]]) &&
    is.character(spec <- info[["spec"]]) && length(spec) > 0L && !identical(ns, baseenv())

setNamespaceInfo <- function(ns, which, val) {
    ns <- asNamespace(ns, base.OK = FALSE)
    info <- ns[[".__NAMESPACE__."]]
    info[[which]] <- val
}

.makeImportExportNames <- function(spec) {
    old <- as.character(spec)
    new <- names(spec)
    if (is.null(new)) new <- old
    else {
        change <- !nzchar(new)
        new[change] <- old[change]
    }
    names(old) <- new
    old
}

namespaceExport <- function(ns, vars) {
    if (environmentIsLocked(ns) || isBaseNamespace(ns) || identical(ns, baseenv()))
        stop("cannot add to exports of a sealed namespace")
    if (!isNamespace(ns)) stop(simpleError("not a namespace", quote(asNamespace(ns, base.OK = FALSE))))
    if (length(vars)) {
        addExports <- function(ns, new) {
            exports <- .getNamespaceInfo(ns, "exports")
            expnames <- names(new)
            objs <- names(exports)
            ex <- expnames %in% objs
            if (any(ex))
                warning(sprintf(ngettext(sum(ex), "previous export '%s' is being replaced",
                                         "previous exports '%s' are being replaced"),
                                paste(sQuote(expnames[ex]), collapse = ", ")), call. = FALSE, domain = NA)
            list2env(as.list(new), exports)
        }
        new <- .makeImportExportNames(unique(vars))
        undef <- new[!new %in% names(ns)]
        undef <- undef[!vapply(undef, exists, NA, envir = ns)]
        if (length(undef)) {
            undef <- do.call("paste", as.list(c(undef, sep = ", ")))
            undef <- gsub("^\\.__C__", "class ", undef)
            stop(gettextf("undefined exports: %s", undef), domain = NA)
        }
        addExports(ns, new)
    }
}

namespaceImport <- function(self, ..., from = NULL, except = character(0L))
    for (ns in list(...)) namespaceImportFrom(self, asNamespace(ns), from = from, except = except)

namespaceImportFrom <- function(self, ns, vars, generics, packages, from = "non-package environment",
                                except = character(0L)) {
    addImports <- function(ns, from, what) {
        imp <- structure(list(what), names = getNamespaceName(from))
        imports <- getNamespaceImports(ns)
        setNamespaceInfo(ns, "imports", c(imports, imp))
    }
    if (is.character(self)) self <- getNamespace(self)
    ns <- asNamespace(ns)
    nsname <- getNamespaceName(ns)
    impvars <- if (missing(vars)) {
        stoplist <- c(".__NAMESPACE__.", ".__S3MethodsTable__.", ".packageName", ".First.lib", ".Last.lib",
                      ".onLoad", ".onAttach", ".onDetach", ".conflicts.OK", ".noGenerics")
        vars <- getNamespaceExports(ns)
        vars <- vars[!vars %in% stoplist]
    } else vars
    impvars <- impvars[!impvars %in% except]
    impvars <- .makeImportExportNames(impvars)
    impnames <- names(impvars)
    if (anyDuplicated(impnames))
        stop(gettextf("duplicate import names %s", paste(sQuote(impnames[duplicated(impnames)]), collapse = ", ")),
             domain = NA)
    if (isNamespace(self)) {
        if (isBaseNamespace(self) || identical(self, baseenv())) {
            impenv <- self
            msg <- gettext("replacing local value with import %s when loading %s")
            register <- FALSE
        } else {
            if (environmentIsLocked(self)) stop("cannot import into a sealed namespace")
            impenv <- parent.env(self)
            msg <- gettext("replacing previous import by %s when loading %s")
            register <- TRUE
        }
    } else if (is.environment(self)) {
        impenv <- self
        msg <- gettext("replacing local value with import %s when loading %s")
        register <- FALSE
    } else stop("invalid import target")
    for (n in impnames) if (!is.null(genImp <- impenv[[n]])) {
        if (identical(genImp, get(n, ns))) next
        if (isNamespace(self) && !isBaseNamespace(self)) {
            current <- getNamespaceInfo(self, "imports")
            poss <- lapply(rev(current), `[`, n)
            poss <- poss[!sapply(poss, is.na)]
            if (length(poss) >= 1L) {
                prev <- names(poss)[1L]
                warning(sprintf(gettext("replacing previous import %s by %s when loading %s"),
                                sQuote(paste(prev, n, sep = "::")), sQuote(paste(nsname, n, sep = "::")),
                                sQuote(from)), call. = FALSE, domain = NA)
            } else warning(sprintf(msg, sQuote(paste(nsname, n, sep = "::")), sQuote(from)), call. = FALSE, domain = NA)
        } else warning(sprintf(msg, sQuote(paste(nsname, n, sep = "::")), sQuote(from)), call. = FALSE, domain = NA)
    }
    importIntoEnv(impenv, impnames, ns, impvars)
    if (register) addImports(self, ns, if (missing(vars)) TRUE else impvars)
}

importIntoEnv <- function(impenv, impnames, expenv, expnames) {
    exports <- getNamespaceInfo(expenv, "exports")
    ex <- names(exports)
    if (!all(eie <- expnames %in% ex)) {
        miss <- expnames[!eie]
        if (all(startsWith(miss, ".__C__"))) {
            miss <- sub("^\\.__C__", "", miss)
            stop(sprintf(ngettext(length(miss), "class %s is not exported by 'namespace:%s'",
                                  "classes %s are not exported by 'namespace:%s'"),
                         paste(paste0('"', miss, '"'), collapse = ", "), getNamespaceName(expenv)),
                 call. = FALSE, domain = NA)
        } else {
            stop(sprintf(ngettext(length(miss), "object %s is not exported by 'namespace:%s'",
                                  "objects %s are not exported by 'namespace:%s'"),
                         paste(sQuote(miss), collapse = ", "), getNamespaceName(expenv)),
                 call. = FALSE, domain = NA)
        }
    }
    expnames <- if (is.environment(exports)) unlist(mget(expnames, envir = exports, inherits = FALSE), recursive = FALSE)
                else expnames
    if (is.null(impnames)) impnames <- character()
    if (is.null(expnames)) expnames <- character()
    if (length(impnames) != length(expnames)) stop("length of import and export names must match")
    # R copies the bindings; flashr copies their values
    for (i in seq_along(impnames)) assign(impnames[[i]], get(expnames[[i]], envir = expenv), envir = impenv)
    NULL
}
