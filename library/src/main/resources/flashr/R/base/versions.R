# base/versions.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# Version numbers as R writes them in R: numeric_version, package_version and R_system_version
# (lists of integer vectors with a class), their printing, comparison (through an encoding whose
# strings order as the versions do), subsetting and combining; getRversion; utils' compareVersion
# and packageVersion (flashr's packages are R's base packages of the version flashr follows).

.standard_regexps <- function() {
    list(valid_package_name = "[[:alpha:]][[:alnum:].]*[[:alnum:]]",
         valid_package_version = "([[:digit:]]+[.-]){1,}[[:digit:]]+",
         valid_R_system_version = "[[:digit:]]+\\.[[:digit:]]+\\.[[:digit:]]+",
         valid_numeric_version = "([[:digit:]]+[.-])*[[:digit:]]+")
}

.make_numeric_version <- function(x, strict = TRUE, regexp, classes = NULL) {
    nms <- names(x)
    x <- as.character(x)
    y <- rep.int(list(integer()), length(x))
    valid_numeric_version_regexp <- sprintf("^%s$", regexp)
    if (length(x)) {
        ok <- grepl(valid_numeric_version_regexp, x)
        ok[is.na(ok)] <- FALSE
        if (!all(ok) && strict)
            stop(gettextf("invalid version specification %s",
                          paste(sQuote(unique(x[!ok])), collapse = ", ")), call. = FALSE, domain = NA)
        y[ok] <- lapply(strsplit(x[ok], "[.-]"), as.integer)
    }
    names(y) <- nms
    class(y) <- unique(c(classes, "numeric_version"))
    y
}

numeric_version <- function(x, strict = TRUE)
    .make_numeric_version(x, strict, .standard_regexps()$valid_numeric_version)

package_version <- function(x, strict = TRUE) {
    if (is.list(x) && all(c("major", "minor") %in% names(x)))
        return(R_system_version(paste(x[c("major", "minor")], collapse = ".")))
    .make_numeric_version(x, strict, .standard_regexps()$valid_package_version, "package_version")
}

R_system_version <- function(x, strict = TRUE)
    .make_numeric_version(x, strict, .standard_regexps()$valid_R_system_version,
                          c("R_system_version", "package_version"))

getRversion <- function() package_version(R.version)

is.numeric_version <- function(x) inherits(x, "numeric_version")

is.package_version <- function(x) inherits(x, "package_version")

as.numeric_version <- function(x) {
    if (is.numeric_version(x)) x
    else if (is.package_version(x)) structure(x, class = c(class(x), "numeric_version"))
    else if (is.list(x) && all(vapply(x, is.integer, NA))) {
        bad <- vapply(x, function(e) anyNA(e) || any(e < 0L), NA)
        if (any(bad)) x[bad] <- rep.int(list(integer()), sum(bad))
        class(x) <- "numeric_version"
        x
    } else numeric_version(x)
}

as.package_version <- function(x) if (is.package_version(x)) x else package_version(x)

# Each version as one string of fixed-width octal fields: the strings compare as the versions do.
.encode_numeric_version <- function(x) {
    strlpad <- function(x, char, width) paste0(strrep(char, width - nchar(x)), x)
    strrpad <- function(x, char, width) paste0(x, strrep(char, width - nchar(x)))
    if (!is.numeric_version(x)) stop("wrong class")
    classes <- class(x)
    nms <- names(x)
    x <- unclass(x)
    lens <- vapply(x, length, 0L)
    y <- lapply(x, function(e) sprintf("%o", e))
    width <- max(nchar(unlist(y)), 0L)
    y <- vapply(y, function(e) paste(strlpad(e, "0", width), collapse = ""), "")
    y <- strrpad(y, "0", max(nchar(y), 0L))
    structure(ifelse(lens > 0L, y, NA_character_), width = width, lens = lens,
              .classes = classes, names = nms)
}

format.numeric_version <- function(x, ...) {
    x <- unclass(x)
    y <- rep.int(NA_character_, length(x))
    names(y) <- names(x)
    ind <- lengths(x) > 0L
    y[ind] <- unlist(lapply(x[ind], paste, collapse = "."))
    y
}

as.character.numeric_version <- function(x, ...) as.character(format(x))

print.numeric_version <- function(x, quote = FALSE, ...) {
    y <- as.character(x)
    if (!length(y)) writeLines(gettext("<0 elements>"))
    else print(ifelse(is.na(y), NA_character_, sQuote(y)), quote = quote, ...)
    invisible(x)
}

Ops.numeric_version <- function(e1, e2) {
    if (nargs() == 1L)
        stop(gettextf("unary '%s' not defined for \"numeric_version\" objects", .Generic), domain = NA)
    boolean <- switch(.Generic, `<` = , `>` = , `==` = , `!=` = , `<=` = , `>=` = TRUE, FALSE)
    if (!boolean) stop(gettextf("'%s' not defined for \"numeric_version\" objects", .Generic), domain = NA)
    if (!is.numeric_version(e1)) e1 <- as.numeric_version(e1)
    if (!is.numeric_version(e2)) e2 <- as.numeric_version(e2)
    n1 <- length(e1)
    n2 <- length(e2)
    if (!n1 || !n2) return(logical())
    e <- split(.encode_numeric_version(c(e1, e2)), rep.int(c(1L, 2L), c(n1, n2)))
    e1 <- unname(e[[1L]])
    e2 <- unname(e[[2L]])
    switch(.Generic, `<` = e1 < e2, `>` = e1 > e2, `==` = e1 == e2, `!=` = e1 != e2,
           `<=` = e1 <= e2, `>=` = e1 >= e2)
}

Summary.numeric_version <- function(..., na.rm) {
    ok <- switch(.Generic, max = , min = , range = TRUE, FALSE)
    if (!ok) stop(gettextf("%s not defined for \"numeric_version\" objects", .Generic), domain = NA)
    x <- do.call(c, lapply(list(...), as.numeric_version))
    v <- xtfrm(x)
    if (!na.rm && length(pos <- which(is.na(v)))) {
        y <- x[pos[1L]]
        if (as.character(.Generic) == "range") c(y, y) else y
    } else switch(.Generic, max = x[which.max(v)], min = x[which.min(v)],
                  range = x[c(which.min(v), which.max(v))])
}

xtfrm.numeric_version <- function(x) {
    x <- .encode_numeric_version(x)
    rank(ifelse(is.na(x), NA_character_, unname(x)), na.last = "keep", ties.method = "min")
}

c.numeric_version <- function(..., recursive = FALSE) {
    x <- lapply(list(...), as.numeric_version)
    classes <- if (length(unique(lapply(x, class))) == 1L) class(x[[1L]]) else "numeric_version"
    structure(unlist(lapply(x, unclass), recursive = FALSE), class = classes)
}

`[.numeric_version` <- function(x, i, j) {
    y <- if (missing(j)) unclass(x)[i] else lapply(unclass(x)[i], `[`, j)
    bad <- vapply(y, function(t) is.null(t) || anyNA(t), NA)
    if (any(bad)) y[bad] <- rep.int(list(integer()), sum(bad))
    class(y) <- class(x)
    y
}

`[[.numeric_version` <- function(x, ..., exact = NA) {
    if (...length() < 2L) structure(list(unclass(x)[[..1]]), class = oldClass(x))
    else unclass(x)[[..1]][..2]
}

`$.package_version` <- function(x, name) {
    name <- pmatch(name, c("major", "minor", "patchlevel"))
    x <- unclass(x)
    switch(name, vapply(x, `[`, 0L, 1L), vapply(x, `[`, 0L, 2L), vapply(x, `[`, 0L, 3L))
}

as.list.numeric_version <- function(x, ...) {
    nms <- names(x)
    names(x) <- NULL
    y <- lapply(seq_along(x), function(i) x[i])
    names(y) <- nms
    y
}

is.na.numeric_version <- function(x) is.na(unname(.encode_numeric_version(x)))

anyNA.numeric_version <- function(x, recursive = FALSE) anyNA(unname(.encode_numeric_version(x)))

duplicated.numeric_version <- function(x, incomparables = FALSE, ...)
    duplicated(unname(.encode_numeric_version(x)))

unique.numeric_version <- function(x, incomparables = FALSE, ...) x[!duplicated(x)]

rep.numeric_version <- function(x, ...) structure(rep(unclass(x), ...), class = oldClass(x))

compareVersion <- function(a, b) {
    if (is.na(a)) return(-1L)
    if (is.na(b)) return(1L)
    a <- as.integer(strsplit(a, "[.-]")[[1L]])
    b <- as.integer(strsplit(b, "[.-]")[[1L]])
    for (k in seq_along(a))
        if (k <= length(b)) {
            if (a[k] > b[k]) return(1)
            else if (a[k] < b[k]) return(-1L)
        } else return(1L)
    if (length(b) > length(a)) return(-1L) else return(0L)
}

# The base packages flashr provides carry R's version; any other package is not installed.
packageVersion <- function(pkg, lib.loc = NULL) {
    if (pkg %in% c("base", "stats", "utils", "methods", "graphics", "grDevices", "datasets",
                   "tools", "grid", "parallel", "splines", "stats4", "tcltk", "compiler"))
        return(package_version(paste(R.version$major, R.version$minor, sep = ".")))
    stop(gettextf("there is no package called %s", sQuote(pkg)), call. = FALSE, domain = NA)
}
