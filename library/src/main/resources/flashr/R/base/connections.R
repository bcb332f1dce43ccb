# base/connections.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Builtins: file, gzfile, textConnection, textConnectionValue, open, close, isOpen,
# isIncomplete, flush, getConnection, getAllConnections, closeAllConnections, stdin, stdout,
# stderr, readline, and the summary and print methods of connections (R code, as R's). The table of connections is Connections.

textConnection <- function(object, open = "r", local = FALSE, name = deparse1(substitute(object)),
                           encoding = c("", "bytes", "UTF-8")) {
    env <- if (local) parent.frame() else globalenv()
    if (!(is.character(name) && length(name) == 1))
        stop("'name' must be a single character string")
    .text_connection(name, object, open, env)
}
rawConnection <- function(object, open = "r") .raw_connection(deparse(substitute(object)), object, open)
summary.connection <- function(object, ...) .connection_summary(object)
closeAllConnections <- function() {
    if (sink.number(type = "message") > 2L) sink(stderr(), type = "message")
    n <- sink.number()
    if (n > 0L) for (i in seq_len(n)) sink()
    set <- getAllConnections()
    set <- set[set > 2L]
    for (i in seq_along(set)) close(getConnection(set[i]))
    invisible()
}
print.connection <- function(x, ...) {
    usumm <- tryCatch(unlist(summary(x)), error = function(e) {})
    if (is.null(usumm)) {
        cl <- oldClass(x)
        cl <- cl[cl != "connection"]
        cat("A connection, ",
            if (length(cl)) paste0("specifically, ", paste(sQuote(cl), collapse = ", "), ", "),
            "but invalid.\n", sep = "")
    } else {
        cat("A connection with")
        print(cbind(` ` = usumm), ...)
    }
    invisible(x)
}
