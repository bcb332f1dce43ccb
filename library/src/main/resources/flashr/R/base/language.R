# base/language.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Functions R writes in R.

eval.parent <- function(expr, n = 1) eval(expr, parent.frame(n + 1))
xor <- function(x, y) (x | y) & !(x & y)
pmatch <- function(x, table, nomatch = NA_integer_, duplicates.ok = FALSE) {
    x <- as.character(x)
    table <- as.character(table)
    x[is.na(x)] <- "NA"
    table[is.na(table)] <- "NA"
    res <- rep(as.integer(nomatch), length(x))
    found <- logical(length(x))
    used <- logical(length(table))
    for (i in seq_along(x)) {
        if (!nzchar(x[i])) next
        j <- which(table == x[i] & (duplicates.ok | !used))
        if (length(j)) {
            res[i] <- j[1L]; found[i] <- TRUE
            if (!duplicates.ok) used[j[1L]] <- TRUE
        }
    }
    for (i in seq_along(x)) {
        if (found[i] || !nzchar(x[i])) next
        j <- which(startsWith(table, x[i]) & (duplicates.ok | !used))
        if (length(j) == 1L) {
            res[i] <- j; found[i] <- TRUE
            if (!duplicates.ok) used[j] <- TRUE
        }
    }
    res
}
replicate <- function(n, expr, simplify = "array")
    sapply(integer(n), eval.parent(substitute(function(...) expr)), simplify = simplify)
dput <- function(x, file = "", control = NULL) {
    if (!identical(file, "")) stop("dput to a file is not supported")
    cat(deparse(x), sep = "
")
    invisible(x)
}
rapply <- function(object, f, classes = "ANY", deflt = NULL, how = c("unlist", "replace", "list"), ...) {
    how <- match.arg(how)
    if (!is.list(object)) stop("'object' must be a list or expression")
    # the walk is R's .Internal(rapply()): f is called by its value, with no closures of the walk's own between
    res <- .rapply(..., object = object, f = f, classes = classes, deflt = deflt, how = how)
    if (how == "unlist") unlist(res, recursive = TRUE) else res
}
str2lang <- function(s) {
    if (!is.character(s)) stop("argument must be character")
    if (length(s) != 1L) stop("argument must be a character string")
    e <- parse(text = s, keep.source = FALSE)
    if (length(e) != 1L) stop(gettextf("parsing result not of length one, but %d", length(e)))
    e[[1L]]
}
str2expression <- function(text) {
    if (!is.character(text)) stop("argument must be character")
    parse(text = text, keep.source = FALSE)
}
as.expression <- function(x, ...) UseMethod("as.expression")
as.expression.default <- function(x, ...) {
    if (is.expression(x)) return(x)
    # expression() quotes its arguments: the elements go in as they are
    parts <- if (is.language(x)) list(x) else as.list(x)
    eval(as.call(c(list(as.name("expression")), unname(parts))))
}
