# base/connections-url.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# url, gzcon, unz and socketConnection over the connections flashr has. flashr reaches no network:
# url() of a file:// URL is R's file connection on the path (as R's url gives), other schemes give
# R's errors for an unreachable host; sockets give R's errors for a refused connection.

url <- function(description, open = "", blocking = TRUE, encoding = getOption("encoding"),
                method = getOption("url.method", "default"), headers = NULL) {
    if (!is.character(description) || length(description) != 1L || is.na(description))
        stop("invalid 'description' argument")
    if (startsWith(description, "file://"))
        return(file(substring(description, 8L), open = open, blocking = blocking, encoding = encoding))
    warning(gettextf("URL '%s': status was 'Couldn't resolve host name'", description), domain = NA)
    stop(gettextf("cannot open the connection to '%s'", description), domain = NA)
}

gzcon <- function(con, level = 6, allowNonCompressed = TRUE, text = FALSE) {
    if (!inherits(con, "connection")) stop("'con' is not a connection")
    s <- summary(con)
    path <- s$description
    mode <- if (s$opened == "opened") s$mode else "rb"
    close(con)
    g <- gzfile(path, open = mode)
    class(g) <- c("gzcon", "connection")
    g
}

unz <- function(description, filename, open = "", encoding = getOption("encoding")) {
    if (!is.character(description) || length(description) != 1L) stop("invalid 'description' argument")
    if (!is.character(filename) || length(filename) != 1L) stop("invalid 'filename' argument")
    dir <- tempfile("unz")
    unzip(description, filename, exdir = dir)
    file(file.path(dir, filename), open = open, encoding = encoding)
}

socketConnection <- function(host = "localhost", port, server = FALSE, blocking = FALSE, open = "a+",
                             encoding = getOption("encoding"), timeout = getOption("timeout"), options = character(0)) {
    warning(gettextf("%s:%d cannot be opened", host, as.integer(port)), domain = NA)
    cat("socket error: Connection refused\n", file = stderr())  # R's socket layer reports this itself
    stop("cannot open the connection")
}
