# warnings(): the warnings of the last top-level call that had any, which the console or the script
# runner keeps in base's last.warning (a list of calls named by their messages) when it reports them.

warnings <- function(...) {
    if (!exists("last.warning", envir = baseenv(), inherits = FALSE)) return(NULL)
    structure(get("last.warning", envir = baseenv()), dots = list(...), class = "warnings")
}

`[.warnings` <- function(x, ...) structure(NextMethod("["), dots = attr(x, "dots"), class = "warnings")

# As the console reports them: numbered when there are several, the call deparsed to its first line,
# the message on the same line when the whole fits in 75 columns.
print.warnings <- function(x, ...) {
    n <- length(x)
    if (n == 0L) return(invisible(x))
    cat(if (n == 1L) "Warning message:\n" else "Warning messages:\n")
    messages <- names(x)
    for (i in seq_len(n)) {
        number <- if (n == 1L) "" else paste0(i, ": ")
        call <- x[[i]]
        line <- if (length(call)) {
            text <- deparse(call, width.cutoff = 50L, nlines = 2L)
            first <- strsplit(messages[i], "\n", fixed = TRUE)[[1L]][1L]
            gap <- if (nchar(number) + nchar(text[1L]) + nchar(first) <= 75L) " " else "\n  "
            paste0(number, "In ", text[1L], if (length(text) > 1L) " ...", " :", gap, messages[i])
        } else paste0(number, messages[i])
        cat(line, "\n", sep = "")
    }
    invisible(x)
}
