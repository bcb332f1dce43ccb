# base/connections-more.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# showConnections (R's code over getAllConnections and summary.connection), and the connection
# methods R names, which call the builtins open, flush, seek and truncate.

showConnections <- function(all = FALSE) {
    set <- getAllConnections()
    if (!all) set <- set[set > 2L]
    ans <- matrix("", length(set), 7L)
    for (i in seq_along(set)) ans[i, ] <- unlist(summary.connection(set[i]))
    rownames(ans) <- set
    colnames(ans) <- c("description", "class", "mode", "text", "isopen", "can read", "can write")
    if (!all) ans[ans[, 5L] == "opened", , drop = FALSE]
    else ans[, , drop = FALSE]
}
open.connection <- function(con, open = "r", blocking = TRUE, ...) open(con, open, blocking, ...)
flush.connection <- function(con) flush(con)
seek.connection <- function(con, where = NA, origin = "start", rw = "", ...) seek(con, where, origin, rw, ...)
truncate.connection <- function(con, ...) truncate(con, ...)

# flashr's memory is the JVM's: an environment lives while reachable, and its finalizer is accepted, not run
reg.finalizer <- function(e, f, onexit = FALSE) {
    if (!is.environment(e)) stop("first argument must be environment or external pointer")
    if (!is.function(f)) stop("second argument must be a function")
    NULL
}
Sys.setLanguage <- function(lang, unset = "en") {
    stopifnot(is.character(lang), length(lang) == 1L, lang == "C" || grepl("^[a-z][a-z]", lang))
    curLang <- Sys.getenv("LANGUAGE", unset = NA)
    if (is.na(curLang) || !nzchar(curLang)) curLang <- unset
    ok <- Sys.setenv(LANGUAGE = lang)
    if (!ok) warning(gettextf("Sys.setenv(LANGUAGE=\"%s\") may have failed", lang), domain = NA)
    invisible(structure(curLang, ok = ok))
}
save.image <- function(file = ".RData", version = NULL, ascii = FALSE, compress = !ascii, safe = TRUE) {
    if (!is.character(file) || file == "") stop("'file' must be non-empty string")
    opts <- getOption("save.image.defaults")
    if (is.null(opts)) opts <- getOption("save.defaults")
    if (missing(safe) && !is.null(opts$safe)) safe <- opts$safe
    if (missing(ascii) && !is.null(opts$ascii)) ascii <- opts$ascii
    if (missing(compress) && !is.null(opts$compress)) compress <- opts$compress
    if (missing(version)) version <- opts$version
    if (safe) {
        outfile <- paste0(file, "Tmp")
        i <- 0
        while (file.exists(outfile)) {
            i <- i + 1
            outfile <- paste0(file, "Tmp", i)
        }
    } else outfile <- file
    on.exit(file.remove(outfile))
    save(list = names(.GlobalEnv), file = outfile, version = version, ascii = ascii, compress = compress,
         envir = .GlobalEnv)
    if (safe)
        if (!file.rename(outfile, file)) {
            on.exit()
            stop(gettextf("image could not be renamed and is left in %s", outfile), domain = NA)
        }
    on.exit()
}
