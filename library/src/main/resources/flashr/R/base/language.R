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
is <- function(object, class2) {
    cl <- class(object)
    if (missing(class2)) {
        basic <- switch(typeof(object), double = "numeric", integer = c("integer", "double", "numeric"),
                        closure = , builtin = , special = "function", typeof(object))
        if (!is.null(attr(object, "class"))) return(cl)
        if (basic[1] == "function") return(c("function", "OptionalFunction", "PossibleMethod"))
        if (!is.null(dim(object))) return(cl)
        return(c(basic, "vector", switch(basic[1], integer = "data.frameRowLabels",
                                          character = c("data.frameRowLabels", "SuperClassMethod"))))
    }
    if (class2 %in% cl) return(TRUE)
    if (!is.null(attr(object, "class"))) return(inherits(object, class2))
    switch(class2,
           numeric = typeof(object) %in% c("double", "integer"),
           vector = is.null(dim(object)) && (is.atomic(object) || is.list(object)),
           "function" = is.function(object),
           FALSE)
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
    matches <- function(x) identical(classes, "ANY") || any(class(x) %in% classes)
    walk <- function(x) {
        if (is.list(x) && is.null(oldClass(x))) return(children(x))
        if (matches(x)) f(x, ...) else if (how == "replace") x else deflt
    }
    children <- function(x) {
        r <- lapply(x, walk)
        if (how == "replace") attributes(r) <- attributes(x) else names(r) <- names(x)
        r
    }
    r <- children(object)
    if (how == "unlist") unlist(r, recursive = TRUE) else r
}
