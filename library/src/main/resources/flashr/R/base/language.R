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

# .class2: the class vector S4 dispatch uses (R's R_data_class2): the class attribute, else the
# implicit class with "matrix"/"array" first and "numeric" after integer and double
.class2 <- function(x) {
    cl <- oldClass(x)
    if (!is.null(cl)) return(cl)
    d <- attr(x, "dim")
    dc <- if (length(d) == 2L) c("matrix", "array") else if (length(d)) "array"
    t <- typeof(x)
    tc <- switch(t, integer = , double = c(t, "numeric"), closure = , builtin = , special = "function",
                 symbol = "name", language = class(x), t)
    c(dc, tc)
}

# .deparseOpts: R's own code, the deparse options as the bits of an integer
.deparseOpts <- function(control) {
    if (!length(control)) return(0)
    # R's ..deparseOpts (a library source here holds functions alone)
    names <- c("all", "keepInteger", "quoteExpressions", "showAttributes", "useSource", "warnIncomplete",
               "delayPromises", "keepNA", "S_compatible", "hexNumeric", "digits17", "niceNames", "exact")
    opts <- pmatch(as.character(control), names)
    if (anyNA(opts))
        stop(sprintf(ngettext(as.integer(sum(is.na(opts))), "deparse option %s is not recognized",
                              "deparse options %s are not recognized"),
                     paste(sQuote(control[is.na(opts)]), collapse = ", ")), call. = FALSE, domain = NA)
    if (any(opts == 1L)) {
        if (any(opts == 13L)) stop("\"all\" and \"exact\" are mutually exclusive")
        opts <- unique(c(opts[opts != 1L], 2:6, 8L, if (!any(opts == 10L)) 11L, 12L))
    } else if (any(opts == 13L)) {
        opts <- unique(c(opts[opts != 13L], 2:6, 8L, 10L, 12L))
    }
    if (10L %in% opts && 11L %in% opts) stop("\"hexNumeric\" and \"digits17\" are mutually exclusive")
    sum(2^(opts - 2))
}

# pos.to.env: search positions as environments (R's do_pos2env; one position gives the environment,
# several a list); -1 is the environment that called the function calling pos.to.env (R's primitive
# finds that function's context), an error at top level
pos.to.env <- function(x) {
    pos <- as.integer(x)
    if (!length(pos)) stop("invalid 'pos' argument")
    n <- length(search())
    one <- function(p) {
        if (is.na(p) || p < -1L || p == 0L || p > n) stop(simpleError("invalid 'pos' argument", call))
        if (p == -1L) {
            if (top) stop(simpleError("no enclosing environment", call))
            return(caller)
        }
        if (p == n) baseenv() else as.environment(p)
    }
    call <- sys.call()
    top <- sys.nframe() <= 1L
    caller <- if (!top) parent.frame(2L)
    if (length(pos) == 1L) one(pos) else lapply(pos, one)
}
