# Packages and the search path: library, require, requireNamespace, attach, detach, as R writes them
# (its messages, warnings and values), over the primitives of NamespaceBuiltins. The packages flashr
# provides (base, stats, utils, methods, graphics, grDevices, datasets, FlashR, testthat) load and
# attach silently; any other is not there, as an uninstalled package is in R.
library <- function(package, help, pos = 2, lib.loc = NULL, character.only = FALSE,
                    logical.return = FALSE, warn.conflicts, quietly = FALSE,
                    verbose = getOption("verbose"), mask.ok, exclude, include.only,
                    attach.required = missing(include.only)) {
    if (missing(package)) return(invisible(NULL))
    if (!character.only) package <- as.character(substitute(package))
    if (length(package) != 1L) stop("'package' must be of length 1")
    if (is.na(package) || (package == "")) stop("invalid package name")
    if (!.package_provided(package)) {
        if (!logical.return) stop(packageNotFoundError(package, lib.loc, sys.call()))
        if (!quietly) warning(gettextf("there is no package called %s", sQuote(package)), domain = NA)
        return(FALSE)
    }
    .package_attach(package)
    if (logical.return) TRUE else invisible(.packages())
}

require <- function(package, lib.loc = NULL, quietly = FALSE, warn.conflicts,
                    character.only = FALSE, mask.ok, exclude, include.only,
                    attach.required = missing(include.only)) {
    if (!character.only)
        package <- as.character(substitute(package))
    loaded <- paste0("package:", package) %in% search()
    if (!loaded) {
        if (!quietly)
            packageStartupMessage(gettextf("Loading required package: %s",
                package), domain = NA)
        value <- tryCatch(library(package, lib.loc = lib.loc,
            character.only = TRUE, logical.return = TRUE, warn.conflicts = warn.conflicts,
            quietly = quietly, mask.ok = mask.ok, exclude = exclude,
            include.only = include.only, attach.required = attach.required),
            error = function(e) e)
        if (inherits(value, "error")) {
            if (!quietly) {
                msg <- conditionMessage(value)
                cat("Failed with error:  ", sQuote(msg), "\n", file = stderr(), sep = "")
            }
            return(invisible(FALSE))
        }
        if (!value) return(invisible(FALSE))
    } else value <- TRUE
    invisible(value)
}

requireNamespace <- function(package, ..., quietly = FALSE) {
    package <- as.character(package)[[1L]]
    res <- TRUE
    if (!.package_provided(package)) {
        if (!quietly)
            packageStartupMessage(gettextf("Loading required namespace: %s", package), domain = NA)
        value <- tryCatch(loadNamespace(package, ...), error = function(e) e)
        if (inherits(value, "error")) {
            if (!quietly) {
                msg <- conditionMessage(value)
                cat("Failed with error:  ", sQuote(msg), "\n", file = stderr(), sep = "")
            }
            res <- FALSE
        }
    }
    invisible(res)
}

packageNotFoundError <- function(package, lib.loc, call = NULL) {
    msg <- gettextf("there is no package called %s", sQuote(package))
    errorCondition(msg, package = package, lib.loc = lib.loc, class = "packageNotFoundError", call = call)
}

packageStartupMessage <- function(..., domain = NULL, appendLF = TRUE) {
    msg <- paste0(..., collapse = "")
    if (appendLF) msg <- paste0(msg, "\n")
    message(structure(list(message = msg, call = sys.call()),
        class = c("packageStartupMessage", "simpleMessage", "message", "condition")))
}

attach <- function(what, pos = 2L, name = deparse1(substitute(what), backtick = FALSE),
                   warn.conflicts = TRUE) {
    if (pos == 1L) {
        warning("*** 'pos=1' is not possible; setting 'pos=2' for now.\n",
                "*** Note that 'pos=1' will give an error in the future")
        pos <- 2L
    }
    if (is.character(what) && length(what) == 1L)
        stop(gettextf("file '%s' not found", what), domain = NA)
    value <- .search_attach(what, pos, name)
    if (warn.conflicts && !exists(".conflicts.OK", envir = value, inherits = FALSE))
        .attach_conflicts(value, pos)
    invisible(value)
}

# Reports the names of the newly attached environment at db.pos that mask (or are masked by) a name of
# the same kind, function or not, elsewhere on the search path, as R's attach does.
.attach_conflicts <- function(env, db.pos) {
    dont.mind <- c("last.dump", "last.warning", ".Last.value", ".Random.seed", ".Last.lib",
                   ".onDetach", ".packageName", ".noGenerics", ".required",
                   ".no_S3_generics", ".requireCachedGenerics")
    sp <- search()
    ob <- .search_names(db.pos)
    ob <- ob[is.na(match(ob, dont.mind))]
    ipos <- seq_along(sp)[-c(db.pos, match("Autoloads", sp, 0L))]
    for (i in ipos) {
        there <- .search_names(i)
        same <- ob[match(there, ob, nomatch = 0L)]
        if (length(same)) {
            isFn <- function(where) vapply(same, function(n)
                is.function(get(n, envir = where, inherits = FALSE)), NA)
            same <- same[isFn(as.environment(i)) == isFn(env)]
            if (length(same)) {
                pkg <- if (sum(sp == sp[i]) > 1L) sprintf("%s (pos = %d)", sp[i], i) else sp[i]
                message(.maskedMsg(sort(same), pkg, by = i < db.pos), domain = NA)
            }
        }
    }
}

.maskedMsg <- function(same, pkg, by) {
    objs <- strwrap(paste(same, collapse = ", "), indent = 4L, exdent = 4L)
    txt <- if (by) ngettext(length(same),
                            "The following object is masked _by_ %s:\n\n%s\n",
                            "The following objects are masked _by_ %s:\n\n%s\n")
           else ngettext(length(same),
                         "The following object is masked from %s:\n\n%s\n",
                         "The following objects are masked from %s:\n\n%s\n")
    sprintf(txt, pkg, paste(objs, collapse = "\n"))
}

detach <- function(name, pos = 2L, unload = FALSE, character.only = FALSE, force = FALSE) {
    if (!missing(name)) {
        if (!character.only) name <- substitute(name)
        pos <- if (is.numeric(name)) name else {
            if (!is.character(name)) name <- deparse1(name)
            match(name, search())
        }
        if (is.na(pos)) stop("invalid 'name' argument")
    }
    invisible(.search_detach(pos))
}

# The names of the base environment (R lists its symbol table, in no particular order).
builtins <- function(internal = FALSE) ls(baseenv(), all.names = TRUE)
