# base/namespaces-more.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# S3 method registration (registerS3method puts the method in an S3 methods table, where UseMethod
# looks after the calling frames: the global environment's for a generic defined there, else base's),
# namespace queries over the packages flashr provides, conflicts (R's code), close.connection, and the
# dynamic-loading functions: flashr loads no native code, so these give R's errors and values for that.

registerS3method <- function(genname, class, method, envir = parent.frame()) {
    genfun <- get(genname, envir = envir)
    defenv <- if (typeof(genfun) == "closure" && identical(environment(genfun), globalenv())) globalenv() else baseenv()
    if (is.null(table <- defenv[[".__S3MethodsTable__."]])) {
        table <- new.env(hash = TRUE, parent = baseenv())
        assign(".__S3MethodsTable__.", table, envir = defenv)
    }
    if (is.character(method)) method <- get(method, envir = envir)
    assign(paste(genname, class, sep = "."), method, envir = table)
    invisible()
}

registerS3methods <- function(info, package, env) {
    n <- NROW(info)
    if (n == 0L) return()
    info <- matrix(info, nrow = n)
    for (i in seq_len(n)) {
        method <- if (ncol(info) >= 3L && !is.na(info[i, 3L])) info[i, 3L] else paste(info[i, 1L], info[i, 2L], sep = ".")
        registerS3method(info[i, 1L], info[i, 2L], get(method, envir = env), envir = env)
    }
    invisible()
}

isBaseNamespace <- function(ns) is.environment(ns) && identical(environmentName(ns), "base") && !identical(ns, baseenv())

# The packages flashr provides import base, and these (their NAMESPACE files in R).
.namespace_imports <- function(name) switch(name, stats = c("graphics", "grDevices", "utils"), graphics = "grDevices")

getNamespaceImports <- function(ns) {
    ns <- asNamespace(ns)
    if (isBaseNamespace(ns)) return(NULL)
    if (.isUserNamespace(ns)) return(.getNamespaceInfo(ns, "imports"))
    name <- getNamespaceName(ns)
    imports <- list(base = TRUE)
    for (p in .namespace_imports(name)) {
        exports <- sort(getNamespaceExports(p))
        imports[[p]] <- structure(exports, names = exports)
    }
    imports
}

getNamespaceUsers <- function(ns) {
    nsname <- getNamespaceName(asNamespace(ns))
    users <- character()
    for (n in loadedNamespaces()) {
        inames <- tryCatch(names(getNamespaceImports(n)), error = function(e) NULL)
        if (match(nsname, inames, 0L)) users <- c(n, users)
    }
    users
}

packageHasNamespace <- function(package, package.lib) file.exists(file.path(package.lib, package, "NAMESPACE"))

unloadNamespace <- function(ns) {
    if ((is.character(ns) && any(ns == loadedNamespaces())) ||
        (is.environment(ns) && any(getNamespaceName(ns) == loadedNamespaces()))) {
        if (identical(ns, "base") || isBaseNamespace(ns)) stop(simpleError("operation not allowed on base namespace", quote(asNamespace(ns, base.OK = FALSE))))
        ns <- asNamespace(ns)
        nsname <- getNamespaceName(ns)
        users <- getNamespaceUsers(ns)
        if (length(users))
            stop(gettextf("namespace %s is imported by %s so cannot be unloaded", sQuote(nsname),
                          paste(sQuote(users), collapse = ", ")), domain = NA)
        pos <- match(paste0("package:", nsname), search())
        if (!is.na(pos)) detach(pos = pos)
    }
    invisible()
}

conflicts <- function(where = search(), detail = FALSE) {
    if (length(where) < 1L) stop("argument 'where' of length 0")
    z <- vector(length(where), mode = "list")
    names(z) <- where
    for (i in seq_along(where)) z[[i]] <- objects(pos = where[i])
    all <- unlist(z, use.names = FALSE)
    dups <- duplicated(all)
    dups <- all[dups]
    if (detail) {
        for (i in where) z[[i]] <- z[[i]][match(dups, z[[i]], 0L)]
        z[vapply(z, function(x) length(x) == 0L, NA)] <- NULL
        z
    } else dups
}

dyn.load <- function(x, local = TRUE, now = TRUE, ...) {
    path <- path.expand(x)
    why <- if (!file.exists(path)) "cannot open shared object file: No such file or directory"
           else if (file.size(path) < 64) "file too short"
           else if (!identical(readBin(path, "raw", 4L), as.raw(c(0x7f, 0x45, 0x4c, 0x46)))) "invalid ELF header"
           else "flashr loads no native code"
    stop(gettextf("unable to load shared object '%s':\n  %s: %s", path, path, why), domain = NA)
}

dyn.unload <- function(x) stop(gettextf("shared object '%s' was not loaded", path.expand(x)), domain = NA)

is.loaded <- function(symbol, PACKAGE = "", type = "") {
    if (!is.character(symbol) || length(symbol) != 1L) stop("invalid 'symbol' argument")
    FALSE
}

getLoadedDLLs <- function() {
    base <- structure(list(name = "base", path = "base", dynamicLookup = FALSE), class = "DLLInfo")
    structure(list(base = base), class = "DLLInfoList")
}

print.DLLInfoList <- function(x, ...) {
    if (length(x)) {
        m <- data.frame(Filename = sapply(x, function(x) x[["path"]]),
                        `Dynamic Lookup` = sapply(x, function(x) x[["dynamicLookup"]]))
        print(m, ...)
    }
    invisible(x)
}

print.DLLInfo <- function(x, ...) {
    tmp <- as.data.frame.list(x[c("name", "path", "dynamicLookup")])
    names(tmp) <- c("DLL name", "Filename", "Dynamic lookup")
    write.dcf(tmp, ...)
    invisible(x)
}


attachNamespace <- function(ns, pos = 2L, depends = NULL, exclude, include.only) {
    ns <- asNamespace(ns)
    if (isBaseNamespace(ns)) stop(simpleError("operation not allowed on base namespace", quote(asNamespace(ns, base.OK = FALSE))))
    nsname <- getNamespaceName(ns)
    if (paste0("package:", nsname) %in% search()) stop("namespace is already attached")
    library(nsname, pos = pos, character.only = TRUE)
    invisible(as.environment(paste0("package:", nsname)))
}
