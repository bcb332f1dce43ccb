# utils/downloads.R: part of R's utils package as flashr defines it.
#
# download.file copies file:// URLs (flashr reaches no network: other schemes give R's error for a
# host it cannot resolve); make.socket gives R's error for a refused connection.

download.file <- function(url, destfile, method, quiet = FALSE, mode = "w", cacheOK = TRUE,
                          extra = getOption("download.file.extra"), headers = NULL, ...) {
    if (!is.character(url) || length(url) < 1L) stop("'url' must be a character vector")
    if (!is.character(destfile) || length(destfile) != length(url)) stop("'url' and 'destfile' must have the same length")
    for (i in seq_along(url)) {
        u <- url[i]
        if (startsWith(u, "file://")) {
            path <- substring(u, 8L)
            if (!file.exists(path))
                stop(gettextf("cannot open URL '%s', reason '%s'", u, "No such file or directory"), domain = NA)
            file.copy(path, destfile[i], overwrite = TRUE)
        } else {
            warning(gettextf("URL '%s': status was 'Couldn't resolve host name'", u), domain = NA)
            stop(gettextf("cannot open URL '%s'", u), domain = NA)
        }
    }
    invisible(0L)
}

make.socket <- function(host = "localhost", port, fail = TRUE, server = FALSE) {
    if (length(port <- as.integer(port)) != 1L) stop("'port' must be integer of length 1")
    if (length(host <- as.character(host)) != 1L) stop("'host' must be character of length 1")
    if (fail) stop("socket not established")
    warning("socket not established")
    NULL
}
