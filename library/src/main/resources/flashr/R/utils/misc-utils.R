# utils/misc-utils.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# Small utils functions R writes in R: hasName, glob2rx, file_test, timestamp, and approximate
# matching (agrep, agrepl) as R's TRE matcher does it with unit costs: the pattern matches a
# string when some substring of it is within the allowed number of insertions, deletions and
# substitutions (Sellers' edit-distance recurrence over the string).

hasName <- function(x, name) match(name, names(x), nomatch = 0L) > 0L

glob2rx <- function(pattern, trim.head = FALSE, trim.tail = TRUE) {
    if (!length(pattern)) return(character())
    p <- gsub(".", "\\.", paste0("^", pattern, "$"), fixed = TRUE)
    p <- gsub("?", ".", gsub("*", ".*", p, fixed = TRUE), fixed = TRUE)
    p <- gsub("([^\\])\\(", "\\1\\\\(", p)
    p <- gsub("([^\\])\\[", "\\1\\\\[", p)
    p <- gsub("([^\\])\\{", "\\1\\\\{", p)
    if (trim.tail) p <- sub(".*$", "", p, fixed = TRUE)
    if (trim.head) p <- sub("^.*", "", p, fixed = TRUE)
    p
}

file_test <- function(op, x, y) {
    switch(op,
           "-f" = !is.na(isdir <- file.info(x)$isdir) & !isdir,
           "-d" = dir.exists(x),
           "-h" = , "-L" = (!is.na(y <- Sys.readlink(x)) & nzchar(y)),
           "-nt" = (!is.na(mt.x <- file.mtime(x)) & !is.na(mt.y <- file.mtime(y)) & (mt.x > mt.y)),
           "-ot" = (!is.na(mt.x <- file.mtime(x)) & !is.na(mt.y <- file.mtime(y)) & (mt.x < mt.y)),
           "-x" = (file.access(x, 1L) == 0L),
           "-w" = (file.access(x, 2L) == 0L),
           "-r" = (file.access(x, 4L) == 0L),
           stop(gettextf("test '%s' is not available", op), domain = NA))
}

timestamp <- function(stamp = date(), prefix = "##------ ", suffix = " ------##", quiet = FALSE) {
    stamp <- paste0(prefix, stamp, suffix)
    if (!quiet) cat(stamp, sep = "\n")
    invisible(stamp)
}

# R's max.distance: a fraction of the pattern's length (rounded up) when below 1, else a count.
.amatch_bound <- function(max.distance, pattern) {
    if (is.list(max.distance)) max.distance <- if (!is.null(max.distance$all)) max.distance$all else 0.1
    d <- max.distance[1L]
    if (is.na(d) || d < 0) stop("match distance components must be non-negative")
    if (d < 1) ceiling(d * nchar(pattern)) else as.integer(d)
}

# A component set to 0 in a list max.distance (sub, ins, del) forbids that kind of edit.
.amatch_costs_allowed <- function(max.distance) {
    ok <- function(n) !is.list(max.distance) || is.null(max.distance[[n]]) || max.distance[[n]] > 0
    c(sub = ok("sub"), ins = ok("ins"), del = ok("del"))
}

.amatch_one <- function(p, s, k, allowed = c(sub = TRUE, ins = TRUE, del = TRUE)) {
    big <- .Machine$integer.max %/% 2L
    subc <- if (allowed[["sub"]]) 1L else big
    insc <- if (allowed[["ins"]]) 1L else big
    delc <- if (allowed[["del"]]) 1L else big
    m <- length(p)
    if (m <= k) return(TRUE)
    # col[i + 1]: the least edits matching p[1..i] to a substring ending at the current position
    col <- pmin(0:m * delc, big)
    if (col[m + 1L] <= k) return(TRUE)
    for (ch in s) {
        prev <- col
        col[1L] <- 0L
        for (i in seq_len(m))
            col[i + 1L] <- min(prev[i] + if (p[i] == ch) 0L else subc, prev[i + 1L] + insc, col[i] + delc, big)
        if (col[m + 1L] <= k) return(TRUE)
    }
    FALSE
}

agrepl <- function(pattern, x, max.distance = 0.1, costs = NULL, ignore.case = FALSE,
                   fixed = TRUE, useBytes = FALSE) {
    pattern <- as.character(pattern)
    if (!is.character(x)) x <- as.character(x)
    if (length(pattern) != 1L || is.na(pattern)) stop("invalid 'pattern' argument")
    k <- .amatch_bound(max.distance, pattern)
    allowed <- .amatch_costs_allowed(max.distance)
    if (ignore.case) {
        pattern <- tolower(pattern)
        x <- tolower(x)
    }
    p <- strsplit(pattern, "")[[1L]]
    chars <- strsplit(x, "")
    vapply(seq_along(x), function(i) !is.na(x[i]) && .amatch_one(p, chars[[i]], k, allowed), NA)
}

agrep <- function(pattern, x, max.distance = 0.1, costs = NULL, ignore.case = FALSE,
                  value = FALSE, fixed = TRUE, useBytes = FALSE) {
    if (!is.character(x)) x <- as.character(x)
    ok <- agrepl(pattern, x, max.distance = max.distance, costs = costs,
                 ignore.case = ignore.case, fixed = fixed, useBytes = useBytes)
    if (value) x[ok] else which(ok)
}
# formatUL and formatOL: unordered and ordered list items, wrapped under right-justified labels (R's utils)
.format_rl_table <- function(labels, x, offset = 0, width = 0.9 * getOption("width"), sep = " ") {
    labels <- format(labels, justify = "right")
    len <- length(x)
    delta <- nchar(labels[1L], "width") + offset
    x <- strwrap(x, width = width - delta - nchar(sep, "width"), simplify = FALSE)
    nlines <- cumsum(lengths(x))
    prefix <- rep.int(strrep(" ", delta), nlines[len])
    prefix[1L + c(0L, nlines[-len])] <- paste0(strrep(" ", offset), labels)
    paste(prefix, unlist(x), sep = sep)
}
formatUL <- function(x, label = "*", offset = 0, width = 0.9 * getOption("width")) {
    if (!length(x)) return(character())
    .format_rl_table(label, x, offset, width)
}
formatOL <- function(x, type = "arabic", offset = 0, start = 1, width = 0.9 * getOption("width")) {
    if (!length(x)) return(character())
    type_tokens <- c("1", "A", "a", "I", "i")
    type_full_names <- c("arabic", "Alph", "alph", "Roman", "roman")
    type <- match.arg(type, c(type_tokens, type_full_names))
    if (nchar(type, "b") > 1L) type <- type_tokens[match(type, type_full_names)]
    len <- length(x)
    labels <- seq.int(start[1L], length.out = len)
    upper <- labels[len]
    if (type %in% c("A", "a")) {
        if (upper > 26L) stop(gettextf("too many list items (at most up to %d)", 26L), domain = NA)
        labels <- if (type == "A") LETTERS[labels] else letters[labels]
    } else if (type %in% c("I", "i")) {
        if (upper > 3899L) stop(gettextf("too many list items (at most up to %d)", 3899L), domain = NA)
        labels <- as.character(as.roman(labels))
        if (type == "i") labels <- tolower(labels)
    }
    .format_rl_table(sprintf("%s.", labels), x, offset, width)
}
