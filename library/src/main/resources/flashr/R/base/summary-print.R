# base/summary-print.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# How R prints a numeric summary and a table, written in R to R's
# definitions: summary(x) prints to max(3, getOption("digits") - 3) significant
# digits after zapsmall, through print.table (right-aligned, unquoted, NA as empty). A data
# frame's (and a matrix's, as a data frame) summary is R's table of one column of
# "label:value  " cells per variable, its header centred over the labels.

.summary_zapped <- function(x) {
    xx <- x
    if (is.numeric(x)) {
        finite <- is.finite(x)
        xx[finite] <- zapsmall(x[finite])
    }
    class(xx) <- class(x)[-1]
    xx
}
format.summaryDefault <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    xx <- .summary_zapped(x)
    m <- match("NA's", names(x), 0)
    if (m && !is.character(x)) c(format(xx[-m], digits = digits, ...), `NA's` = as.character(xx[m]))
    else format(xx, digits = digits, ...)
}
print.summaryDefault <- function(x, digits = max(3L, getOption("digits") - 3L), ...) {
    xx <- .summary_zapped(x)
    # dates and times print as themselves, their NA count after them (R's print.summaryDefault)
    if (inherits(x, "Date") || inherits(x, "POSIXct")) {
        xx <- x
        class(xx) <- class(x)[-1]
        xx <- if (length(a <- attr(x, "NAs"))) c(format(xx, digits = digits), `NA's` = as.character(a)) else format(xx, digits = digits)
        print(xx, digits = digits, ...)
        return(invisible(x))
    }
    m <- match("NA's", names(xx), 0)
    if (m && !is.character(x)) xx <- c(format(xx[-m], digits = digits), `NA's` = as.character(xx[m]))
    print.table(xx, digits = digits, ...)
    invisible(x)
}
# R's summary.factor: the counts, the least frequent levels beyond maxsum pooled as "(Other)"
summary.factor <- function(object, maxsum = 100L, ...) {
    nas <- is.na(object)
    ll <- levels(object)
    if (ana <- any(nas)) maxsum <- maxsum - 1L
    tbl <- table(object)
    tt <- c(tbl)
    names(tt) <- dimnames(tbl)[[1L]]
    if (length(ll) > maxsum) {
        drop <- maxsum:length(ll)
        o <- sort.list(tt, decreasing = TRUE)
        tt <- c(tt[o[-drop]], `(Other)` = sum(tt[o[drop]]))
    }
    if (ana) c(tt, `NA's` = sum(nas)) else tt
}
summary.matrix <- function(object, ...) summary.data.frame(as.data.frame.matrix(object), ...)
summary.data.frame <- function(object, maxsum = 7L, digits = max(3L, getOption("digits") - 3L), ...) {
    width <- function(s) {
        w <- nchar(s, type = "w", allowNA = TRUE)
        if (any(bad <- is.na(w))) w[bad] <- nchar(encodeString(s[bad]), "b")
        w
    }
    cols <- lapply(X = as.list(object), FUN = summary, maxsum = maxsum, digits = 12L, ...)
    nv <- length(object)
    nm <- names(object)
    labw <- numeric(nv)
    nr <- if (nv) max(vapply(cols, function(s) NROW(s) + !is.null(attr(s, "NAs")), integer(1))) else 0
    for (i in seq_len(nv)) {
        s <- cols[[i]]
        if (is.matrix(s)) {
            # a matrix column: its columns side by side in one, their names under the variable's
            cn <- paste(nm[i], gsub("^ +", "", colnames(s), useBytes = TRUE), sep = ".")
            cells <- format(s)
            if (nrow(s) < nr) cells <- rbind(cells, matrix("", nr - nrow(s), ncol(s)))
            s <- apply(cells, 1L, function(r) paste(r, collapse = "  "))
            w <- sapply(cells[1L, ], nchar, type = "w")
            spaces <- paste(character(max(w)), collapse = " ")
            before <- floor((w - width(cn)) / 2)
            cn <- paste0(substring(spaces, 1L, before), cn, substring(spaces, 1L, w - width(cn) - before))
            nm[i] <- paste(cn, collapse = "  ")
        } else {
            values <- format(s, digits = digits)
            labels <- format(names(values))
            s <- paste0(labels, ":", values, "  ")
            labw[i] <- width(labels[1L])
            length(s) <- nr
        }
        cols[[i]] <- s
    }
    if (nv) {
        z <- unlist(cols, use.names = TRUE)
        dim(z) <- c(nr, nv)
        if (anyNA(labw))
            warning("probably wrong encoding in names(.) of column ", paste(which(is.na(labw)), collapse = ", "))
        spaces <- paste(character(max(labw, na.rm = TRUE) + 2L), collapse = " ")
        nm <- paste0(substring(spaces, 1, floor(labw - width(nm) / 2)), nm)
        dimnames(z) <- list(rep.int("", nr), nm)
    } else {
        z <- character()
        dim(z) <- c(nr, nv)
    }
    attr(z, "class") <- c("table")
    z
}
print.table <- function(x, digits = getOption("digits"), quote = FALSE, na.print = "",
                        zero.print = "0", right = is.numeric(x), justify = "none", ...) {
    d <- dim(x)
    if (any(d == 0)) {
        cat("< table of extent", paste(d, collapse = " x "), ">
")
        return(invisible(x))
    }
    xx <- format(unclass(x), digits = digits, justify = justify)
    if (any(ina <- is.na(x))) xx[ina] <- na.print
    if (zero.print != "0" && any(i0 <- !ina & x == 0)) xx[i0] <- zero.print
    if (is.numeric(x)) print(xx, quote = quote, right = right, ...)
    else print(xx, quote = quote, ...)
    invisible(x)
}
# a list of like objects (an mlm's summaries), each printed under its name, as R's print.listof
print.listof <- function(x, ...) {
    nn <- names(x)
    ll <- length(x)
    if (length(nn) != ll) nn <- paste("Component", seq.int(ll))
    for (i in seq_len(ll)) {
        cat(nn[i], ":\n")
        print(x[[i]], ...)
        cat("\n")
    }
    invisible(x)
}
