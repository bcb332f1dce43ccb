# utils/introspection.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# S3 and namespace introspection as R writes it in R: methods(), getS3method, isS3method,
# getNamespaceExports, getExportedValue, getFromNamespace, assignInNamespace; and the debugging
# functions as a non-interactive Rscript run sees them (flags kept, no browser, no profiling).

# The functions named generic.class that the global environment and the base library bind.
.S3_method_names <- function() {
    nms <- unique(c(ls(globalenv(), all.names = TRUE), ls(baseenv(), all.names = TRUE)))
    nms[grepl(".", nms, fixed = TRUE) & vapply(nms, function(n) exists(n, mode = "function"), NA)]
}

# R's methods() over flashr's one base namespace: the functions named generic.class, less R's
# non-methods (t.test) and those that belong to a longer generic (t.test.default is t.test's);
# methods that R registers without exporting are not visible (printed with "*").
methods <- function(generic.function, class) {
    nms <- .S3_method_names()
    hidden <- .S3_hidden_methods()
    nms <- nms[!nms %in% .nonS3methods() | nms %in% hidden]   # R registers anova.lmlist all the same
    byclass <- missing(generic.function)
    if (!byclass) {
        g <- if (is.character(generic.function)) generic.function else deparse(substitute(generic.function))
        pre <- paste0(g, ".")
        found <- sort(nms[startsWith(nms, pre) & nchar(nms) > nchar(pre)])
        found <- found[!vapply(found, .belongs_to_longer_generic, NA, g = g)]
        if (g == "all") found <- found[!startsWith(found, "all.equal")]
        generic <- rep.int(g, length(found))
    } else {
        if (missing(class)) stop("must supply 'generic.function' or 'class'")
        suf <- paste0(".", class)
        found <- sort(nms[endsWith(nms, suf) & nchar(nms) > nchar(suf)])
        generic <- substr(found, 1L, nchar(found) - nchar(suf))
        found <- found[vapply(generic, function(g) nzchar(findGeneric(g, globalenv())), NA)]
        generic <- substr(found, 1L, nchar(found) - nchar(suf))
    }
    global <- vapply(found, exists, NA, envir = globalenv(), inherits = FALSE)
    from <- ifelse(global, ".GlobalEnv", "base")
    info <- data.frame(visible = global | !found %in% hidden, from = from, generic = generic,
                       isS4 = rep.int(FALSE, length(found)), row.names = found)
    structure(found, info = info, byclass = byclass, class = "MethodsFunction")
}

# Whether method name m of generic g is rather a method of a longer generic, g.x (for m = g.x.y).
.belongs_to_longer_generic <- function(m, g) {
    rest <- strsplit(substring(m, nchar(g) + 2L), ".", fixed = TRUE)[[1L]]
    if (length(rest) < 2L) return(FALSE)
    for (k in seq_len(length(rest) - 1L))
        if (nzchar(findGeneric(paste(c(g, rest[seq_len(k)]), collapse = "."), globalenv()))) return(TRUE)
    FALSE
}

format.MethodsFunction <- function(x, byclass = attr(x, "byclass"), ...) {
    info <- attr(x, "info")
    # by class R lists the generics, unmarked
    if (byclass) unique(info$generic)
    else paste0(rownames(info), ifelse(info$visible, "", "*"))
}

print.MethodsFunction <- function(x, byclass = attr(x, "byclass"), ...) {
    info <- attr(x, "info")
    values <- format(x, byclass = byclass, ...)
    if (length(values)) {
        print(noquote(values))
        cat("see '?methods' for accessing help and source code\n")
    } else cat("no methods found\n")
    invisible(x)
}

# The generic that function `fname` dispatches for, as R's utils:::findGeneric reads its body
# (UseMethod, possibly inside braces or an if); "" when it is none. flashr's builtins have no body
# to read: they count as generics when R's function of that name is one (.S3_generic_names).
findGeneric <- function(fname, envir, warnS4only = TRUE) {
    if (!exists(fname, mode = "function", envir = envir)) return("")
    isUME <- function(e) {
        if (is.call(e) && (is.name(e[[1L]]) || is.character(e[[1L]]))) {
            switch(as.character(e[[1L]]),
                   UseMethod = as.character(e[[2L]]),
                   "{" = {
                       for (ee in as.list(e[-1L])) if (nzchar(res <- isUME(ee))) return(res)
                       ""
                   },
                   "if" = if (length(e) == 3L) isUME(e[[3L]])
                          else if (nzchar(res <- isUME(e[[3L]]))) res
                          else isUME(e[[4L]]),
                   "")
        } else ""
    }
    f <- get(fname, mode = "function", envir = envir)
    if (is.primitive(f) || typeof(f) != "closure" || is.null(body(f))) {
        if (fname %in% .S3_generic_names()) fname else ""
    } else isUME(body(f))
}

getS3method <- function(f, class, optional = FALSE, envir = parent.frame()) {
    stopifnot(is.character(f), length(f) == 1L)
    stopifnot(is.character(class), length(class) == 1L)
    truegf <- findGeneric(f, envir)
    if (nzchar(truegf)) f <- truegf
    else if (optional) return(NULL)
    else stop(gettextf("no function '%s' could be found", f), domain = NA)
    method <- paste(f, class, sep = ".")
    if (!is.null(m <- get0(method, envir = envir, mode = "function"))) return(m)
    if (optional) NULL
    else stop(gettextf("S3 method '%s' not found", method), domain = NA)
}

# R's rule: a name "f.class" is a method when f is a generic and the function is not one of R's
# known non-methods; with several dots every split is tried.
isS3method <- function(method, f, class, envir = parent.frame()) {
    if (missing(method)) {
        method <- paste(f, class, sep = ".")
    } else {
        f.c <- strsplit(method, ".", fixed = TRUE)[[1]]
        nfc <- length(f.c)
        if (nfc < 2 || !is.character(f.c)) return(FALSE)
        if (nfc == 2) {
            f <- f.c[[1L]]
            class <- f.c[[2L]]
        } else {
            for (j in 2:nfc)
                if (isS3method(f = paste(f.c[1:(j - 1)], collapse = "."),
                               class = paste(f.c[j:nfc], collapse = "."), envir = envir)) return(TRUE)
            return(FALSE)
        }
    }
    if (!nzchar(f <- findGeneric(f, envir))) return(FALSE)
    if (!is.null(get0(method, envir = envir, mode = "function")))
        return(is.na(match(method, .nonS3methods())))
    !is.null(getS3method(f, class, optional = TRUE, envir = envir))
}

getNamespaceExports <- function(ns) {
    ns <- asNamespace(ns)
    if (.isUserNamespace(ns)) return(names(.getNamespaceInfo(ns, "exports")))
    ls(ns, all.names = TRUE)
}

getExportedValue <- function(ns, name) get(name, envir = asNamespace(ns), inherits = FALSE)

getFromNamespace <- function(x, ns, pos = -1, envir = as.environment(pos)) {
    if (missing(ns)) {
        nm <- attr(envir, "name", exact = TRUE)
        if (is.null(nm) || !startsWith(nm, "package:")) stop("environment specified is not a package")
        ns <- asNamespace(substring(nm, 9L))
    } else ns <- asNamespace(ns)
    get(x, envir = ns, inherits = FALSE)
}

assignInNamespace <- function(x, value, ns, pos = -1, envir = as.environment(pos)) {
    ns <- asNamespace(ns)
    assign(x, value, envir = ns)
    invisible(NULL)
}

# The functions being debugged and tracemem's count, in an environment made on first use in base's namespace.
.debug_state <- function() {
    ns <- environment(.debug_state)
    e <- get0(".flashr_debug_state", envir = ns, inherits = FALSE)
    if (is.null(e)) {
        e <- new.env()
        assign(".flashr_debug_state", e, envir = ns)
    }
    e
}

debug <- function(fun, text = "", condition = NULL, signature = NULL) {
    .debugged_set(fun, TRUE)
    invisible(NULL)
}

undebug <- function(fun, signature = NULL) {
    if (!isdebugged(fun)) warning("argument is not being debugged")
    .debugged_set(fun, FALSE)
    invisible(NULL)
}

debugonce <- function(fun, text = "", condition = NULL, signature = NULL) invisible(NULL)

isdebugged <- function(fun, signature = NULL) {
    if (!is.function(fun)) stop("argument must be a function")
    d <- .debug_state()
    for (nm in ls(d, pattern = "^f")) if (identical(get(nm, envir = d), fun)) return(TRUE)
    FALSE
}

# A flag per function object: the functions being debugged are kept in .debugged.
.debugged_set <- function(fun, on) {
    if (!is.function(fun)) stop("argument must be a function")
    d <- .debug_state()
    for (nm in ls(d, pattern = "^f")) {
        if (identical(get(nm, envir = d), fun)) {
            if (!on) rm(list = nm, envir = d)
            return(invisible(NULL))
        }
    }
    if (on) assign(paste0("f", length(ls(d, pattern = "^f")) + 1L), fun, envir = d)
    invisible(NULL)
}

browser <- function(text = "", condition = NULL, expr = TRUE, skipCalls = 0L) invisible(NULL)

trace <- function(what, tracer, exit, at, print, signature, where = topenv(parent.frame()), edit = FALSE) {
    name <- if (is.character(what)) what else deparse(substitute(what))
    invisible(name)
}

untrace <- function(what, signature = NULL, where = topenv(parent.frame())) invisible(NULL)

Rprof <- function(filename = "Rprof.out", append = FALSE, interval = 0.02, memory.profiling = FALSE,
                  gc.profiling = FALSE, line.profiling = FALSE, filter.callframes = FALSE,
                  numfiles = 100L, bufsize = 10000L, event = c("default", "cpu", "elapsed"))
    invisible(NULL)

# No addresses on the JVM: a number per call stands for one, in R's form.
tracemem <- function(x) {
    d <- .debug_state()
    n <- get0("n", envir = d, inherits = FALSE, ifnotfound = 0L) + 1L
    assign("n", n, envir = d)
    sprintf("<0x%012x>", 1048576L + 16L * n)
}

untracemem <- function(x) invisible(NULL)
# ls.str and lsf.str: the objects of an environment listed with str, as R's utils
ls.str <- function(pos = -1, name, envir, all.names = FALSE, pattern, mode = "any") {
    if (missing(envir)) envir <- if (identical(pos, -1)) parent.frame() else as.environment(pos)
    # R passes name and pattern on to ls missing or not; flashr's ls wants them left out
    if (!missing(name)) envir <- as.environment(name)
    nms <- if (missing(pattern)) ls(envir = envir, all.names = all.names)
           else ls(envir = envir, all.names = all.names, pattern = pattern)
    # R's package:base does not hold the methods other packages register without exporting
    if (environmentName(envir) %in% c("base", "package:base")) nms <- nms[!.not_in_R_base(nms)]
    r <- vapply(nms, exists, NA, envir = envir, mode = mode, inherits = FALSE)
    structure(nms[r], envir = envir, mode = mode, class = "ls_str")
}
lsf.str <- function(pos = -1, envir, ...) {
    if (missing(envir)) envir <- if (identical(pos, -1)) parent.frame() else as.environment(pos)
    ls.str(pos = pos, envir = envir, mode = "function", ...)
}
# (R's options("str") holds digits.d = 3; flashr sets no "str" option)
print.ls_str <- function(x, max.level = 1, give.attr = FALSE, ...,
                         digits = max(1, if (is.null(d <- getOption("str")$digits.d)) 3L else d)) {
    E <- attr(x, "envir")
    stopifnot(is.environment(E))
    M <- attr(x, "mode")
    args <- list(...)
    if (length(args) && "digits.d" %in% names(args)) {
        if (missing(digits)) digits <- args$digits.d
        else warning("'digits' and 'digits.d' are both specified and the latter is not used")
        args$digits.d <- NULL
    }
    strargs <- c(list(max.level = max.level, give.attr = give.attr, digits.d = digits), args)
    for (nam in x) {
        cat(nam, ": ")
        o <- tryCatch(get(nam, envir = E, mode = M), error = function(e) e)
        if (inherits(o, "error")) {
            cat(if (length(grep("missing|not found", o$message))) "<missing>" else o$message, "\n", sep = "")
        } else {
            strO <- function(...) str(o, ...)
            do.call(strO, strargs, quote = is.call(o) || is.symbol(o))
        }
    }
    invisible(x)
}
