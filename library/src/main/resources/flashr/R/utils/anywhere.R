# utils/anywhere.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# Finding objects wherever they are, as R's utils does: find and apropos search the search path;
# getAnywhere also looks for registered S3 methods and in the loaded namespaces, and argsAnywhere
# gives the arguments of what it finds. flashr's namespaces share base's one frame, so a namespace
# "holds" a name only when its package is the one that defines it (what ls() of it lists).

find <- function(what, mode = "any", numeric = FALSE, simple.words = TRUE) {
    stopifnot(is.character(what))
    if (length(what) > 1L) {
        warning("elements of 'what' after the first will be ignored")
        what <- what[1L]
    }
    sp <- search()
    ind <- logical(length(sp))
    check.mode <- mode != "any"
    for (i in seq_along(sp)) {
        if (simple.words) {
            found <- what %in% ls(pos = i, all.names = TRUE)
            if (found && check.mode) found <- exists(what, where = i, mode = mode, inherits = FALSE)
            ind[i] <- found
        } else {
            li <- ls(pos = i, pattern = what, all.names = TRUE)
            li <- grep("^[.](__|C_|F_)", li, invert = TRUE, value = TRUE)
            ll <- length(li)
            if (ll > 0L && check.mode) {
                ll <- sum(vapply(li, exists, NA, where = i, mode = mode, inherits = FALSE))
                if (ll >= 2L)
                    warning(sprintf(ngettext(ll, "%d occurrence in %s", "%d occurrences in %s"), ll, sp[i]),
                            domain = NA)
            }
            ind[i] <- ll > 0L
        }
    }
    if (numeric) structure(which(ind), names = sp[ind]) else sp[ind]
}

apropos <- function(what, where = FALSE, ignore.case = TRUE, mode = "any") {
    stopifnot(is.character(what))
    x <- character(0L)
    check.mode <- mode != "any"
    sp <- search()
    for (i in seq_along(sp)) {
        li <- if (ignore.case) grep(what, ls(pos = i, all.names = TRUE), ignore.case = TRUE, value = TRUE)
              else ls(pos = i, pattern = what, all.names = TRUE)
        li <- grep("^[.](__|C_|F_)", li, invert = TRUE, value = TRUE)
        # methods that R's packages register without exporting are on no search path position
        if (sp[i] == "package:base") li <- li[!.not_in_R_base(li)]
        if (length(li)) {
            if (check.mode) li <- li[vapply(li, exists, NA, where = i, mode = mode, inherits = FALSE)]
            x <- c(x, if (where) structure(li, names = rep.int(i, length(li))) else li)
        }
    }
    sort(x)
}

# Whether namespace `ns` of package `pkg` defines `x`: base's namespace holds what no other
# package defines (what package:base shows), another namespace what ls() of it lists.
.ns_defines <- function(x, ns, pkg) {
    if (pkg == "base") exists(x, envir = as.environment("package:base"), inherits = FALSE)
    else x %in% ls(ns, all.names = TRUE)
}

getAnywhere <- function(x) {
    if (tryCatch(!is.character(x), error = function(e) TRUE))
        x <- as.character(substitute(x))
    objs <- list()
    where <- character()
    visible <- logical()
    if (length(pos <- find(x, numeric = TRUE))) {
        objs <- lapply(pos, function(pos, x) get(x, pos = pos), x = x)
        where <- names(pos)
        visible <- rep.int(TRUE, length(pos))
    }
    if (length(grep(".", x, fixed = TRUE))) {
        parts <- strsplit(x, ".", fixed = TRUE)[[1L]]
        np <- length(parts)
        for (i in seq_len(np)[-1L]) {
            gen <- paste(parts[1L:(i - 1)], collapse = ".")
            cl <- paste(parts[i:np], collapse = ".")
            if (gen == "" || cl == "") next
            f <- eval.parent(substitute(getS3method(gen, cl, TRUE), list(gen = gen, cl = cl)))
            if (!is.null(f) && !is.null(environment(f))) {
                ev <- topenv(environment(f), baseenv())
                nmev <- if (isNamespace(ev)) getNamespaceName(ev)
                objs <- c(objs, list(f))
                msg <- paste("registered S3 method for", gen)
                if (!is.null(nmev)) msg <- paste(msg, "from namespace", nmev)
                where <- c(where, msg)
                visible <- c(visible, FALSE)
            }
        }
    }
    for (i in loadedNamespaces()) {
        ns <- tryCatch(asNamespace(i), error = function(e) NULL)
        if (!is.null(ns) && .ns_defines(x, ns, i)) {
            objs <- c(objs, list(get(x, envir = ns, inherits = FALSE)))
            where <- c(where, paste0("namespace:", i))
            visible <- c(visible, FALSE)
        }
    }
    ln <- length(objs)
    dups <- rep.int(FALSE, ln)
    if (ln > 1L)
        for (i in 2L:ln) for (j in 1L:(i - 1L))
            if (identical(objs[[i]], objs[[j]], ignore.environment = TRUE)) {
                dups[i] <- TRUE
                break
            }
    structure(list(name = x, objs = objs, where = where, visible = visible, dups = dups),
              class = "getAnywhere")
}

print.getAnywhere <- function(x, ...) {
    n <- sum(!x$dups)
    if (n == 0L) {
        cat("no object named", sQuote(x$name), "was found\n")
    } else if (n == 1L) {
        cat("A single object matching", sQuote(x$name), "was found\n")
        cat("It was found in the following places\n")
        cat(paste0("  ", x$where), sep = "\n")
        cat("with value\n\n")
        print(x$objs[[1L]])
    } else {
        cat(n, "differing objects matching", sQuote(x$name), "were found\n")
        cat("in the following places\n")
        cat(paste0("  ", x$where), sep = "\n")
        cat("Use [] to view one of them\n")
    }
    invisible(x)
}

`[.getAnywhere` <- function(x, i) {
    if (!is.numeric(i)) stop("only numeric indices can be used")
    if (length(i) == 1L) x$objs[[i]] else x$objs[i]
}

argsAnywhere <- function(x) {
    if (tryCatch(!is.character(x), error = function(e) TRUE))
        x <- as.character(substitute(x))
    fs <- getAnywhere(x)
    if (sum(!fs$dups) == 0L) return(NULL)
    if (sum(!fs$dups) > 1L) sapply(fs$objs[!fs$dups], function(f) if (is.function(f)) args(f))
    else args(fs$objs[[1L]])
}
