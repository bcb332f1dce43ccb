# warnings(): the warnings of the last top-level call that had any, which the console or the script
# runner keeps in base's last.warning (a list of calls named by their messages) when it reports them.

warnings <- function(...) {
    if (!exists("last.warning", envir = baseenv(), inherits = FALSE)) return(NULL)
    structure(get("last.warning", envir = baseenv()), dots = list(...), class = "warnings")
}

`[.warnings` <- function(x, ...) structure(NextMethod("["), dots = attr(x, "dots"), class = "warnings")

# As the console reports them: numbered when there are several, the call deparsed to its first line,
# the message on the same line when the whole fits in 75 columns.
print.warnings <- function(x, tags, header = if (n == 1L) "Warning message:\n" else "Warning messages:\n", ...) {
    n <- length(x)
    if (n == 0L) return(invisible(x))
    cat(header)
    messages <- names(x)
    if (missing(tags)) tags <- if (n == 1L) "" else paste0(seq_len(n), ": ")
    else stopifnot(length(tags) == n)
    for (i in seq_len(n)) {
        number <- tags[i]
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

# R's methods for warnings objects: a warning is its message and call together.
c.warnings <- function(..., recursive = FALSE) structure(NextMethod("c"), class = "warnings")
duplicated.warnings <- function(x, incomparables = FALSE, ...)
    duplicated(paste(names(x), as.character(x)), incomparables, ...)
unique.warnings <- function(x, incomparables = FALSE, ...) x[!duplicated(x, incomparables, ...)]

summary.warnings <- function(object, ...) {
    msgs <- names(object)
    calls <- as.character(object)
    ss <- " |<:>| "
    c.m. <- paste(calls, msgs, sep = ss)
    if (length(i.no.call <- which(calls == "NULL")))
        c.m.[i.no.call] <- substr(c.m.[i.no.call], nchar(paste0("NULL", ss)) + 1L, 100000L)
    i.uniq <- which(!duplicated(object, incomparables = FALSE))
    tm <- table(factor(c.m., levels = c.m.[i.uniq]), deparse.level = 0L)
    structure(object[i.uniq], counts = as.vector(tm), class = "summary.warnings")
}

print.summary.warnings <- function(x, ...) {
    n <- length(x)
    cn <- attr(x, "counts")
    if (n == 0) cat("No warnings\n")
    else if (n == 1) print.warnings(x, header = paste(sum(cn), "identical warnings:\n"))
    else print.warnings(x, tags = paste0(format(cn), "x : "),
                        header = gettextf("Summary of (a total of %d) warning messages:\n", sum(cn)))
    invisible(x)
}
