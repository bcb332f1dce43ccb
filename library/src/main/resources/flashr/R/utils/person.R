# utils/person.R: part of R's utils package as flashr defines it, bound lazily in the utils namespace.
#
# Persons (person, as.person, format, print, $, c, [ and toBibtex of them), R's own code. Roles are
# checked against the MARC relator codes R lists for use with R (R 4.2's relator table has no names to
# match, so any other role is invalid).

person <- function(given = NULL, family = NULL, middle = NULL, email = NULL, role = NULL, comment = NULL,
                   first = NULL, last = NULL) {
    args <- list(given = given, family = family, middle = middle, email = email, role = role,
                 comment = comment, first = first, last = last)
    if (all(vapply(args, is.null, NA))) return(.person())
    args <- lapply(args, .listify)
    args_length <- lengths(args)
    if (!all(args_length_ok <- args_length %in% c(1L, max(args_length))))
        warning(gettextf("Not all arguments are of the same length, the following need to be recycled: %s",
                         paste(names(args)[!args_length_ok], collapse = ", ")), domain = NA)
    args <- lapply(args, function(x) rep_len(x, max(args_length)))
    person1 <- function(given = NULL, family = NULL, middle = NULL, email = NULL, role = NULL, comment = NULL,
                        first = NULL, last = NULL) {
        if (!.is_not_nonempty_text(first)) {
            if (!.is_not_nonempty_text(given))
                stop(gettextf("Use either %s or %s/%s but not both.", sQuote("given"), sQuote("first"), sQuote("middle")), domain = NA)
            warning(gettextf("It is recommended to use %s instead of %s.", sQuote("given"), sQuote("first")), domain = NA)
            given <- first
        }
        if (!.is_not_nonempty_text(middle)) {
            warning(gettextf("It is recommended to use %s instead of %s.", sQuote("given"), sQuote("middle")), domain = NA)
            given <- c(given, unlist(strsplit(middle, "[[:space:]]+")))
        }
        if (!.is_not_nonempty_text(last)) {
            if (!.is_not_nonempty_text(family))
                stop(gettextf("Use either %s or %s but not both.", sQuote("family"), sQuote("last")), domain = NA)
            warning(gettextf("It is recommended to use %s instead of %s.", sQuote("family"), sQuote("last")), domain = NA)
            family <- last
        }
        if (.is_not_nonempty_text(given)) given <- NULL
        if (.is_not_nonempty_text(family)) family <- NULL
        if (.is_not_nonempty_text(email)) email <- NULL
        if (.is_not_nonempty_text(role)) {
            if (!is.null(role))
                warning(sprintf(ngettext(length(role), "Invalid role specification: %s.", "Invalid role specifications: %s."),
                                paste(sQuote(role), collapse = ", ")), domain = NA)
            role <- NULL
        }
        if (.is_not_nonempty_text(comment)) comment <- NULL
        if (length(role)) role <- .canonicalize_person_role(role)
        if (length(comment)) {
            ind <- grepl("^https?://orcid.org/([[:digit:]]{4}[-]){3}[[:digit:]]{3}[[:alnum:]]$", comment)
            if (any(ind)) {
                if (is.null(names(comment))) names(comment) <- ifelse(ind, "ORCID", "")
                else names(comment)[ind] <- "ORCID"
            }
        }
        rval <- list(given = given, family = family, role = role, email = email, comment = comment)
        if (any(ind <- (lengths(rval) == 0L))) rval[ind] <- vector("list", length = sum(ind))
        if (all(vapply(rval, is.null, NA))) NULL else rval
    }
    rval <- lapply(seq_along(args$given), function(i)
        person1(given = args$given[[i]], family = args$family[[i]], middle = args$middle[[i]], email = args$email[[i]],
                role = args$role[[i]], comment = args$comment[[i]], first = args$first[[i]], last = args$last[[i]]))
    .person(rval[!vapply(rval, is.null, NA)])
}
.MARC_relators_used_with_R <- function()
    list(code = c("aut", "com", "cph", "cre", "ctb", "ctr", "dtc", "fnd", "rev", "ths", "trl"), name = NULL)
.expand_ORCID_identifier <- function(x) {
    if (any(ind <- ((names(x) %in% "ORCID") & grepl("([[:digit:]]{4}[-]){3}[[:digit:]]{3}[[:alnum:]]", x))))
        x[ind] <- paste0("<https://orcid.org/", sub(".*/", "", x[ind]), ">")
    x
}
`[[.person` <- function(x, i) {
    rval <- unclass(x)[i]
    class(rval) <- class(x)
    rval
}
toBibtex <- function(object, ...) UseMethod("toBibtex")
format.person <- function(x, include = c("given", "family", "email", "role", 
    "comment"), braces = list(given = "", family = "", email = c("<", 
    ">"), role = c("[", "]"), comment = c("(", ")")), collapse = list(given = " ", 
    family = " ", email = ", ", role = ", ", comment = ", "), 
    ..., style = c("text", "R")) 
{
    if (!length(x)) 
        return(character())
    style <- match.arg(style)
    if (style == "R") 
        stop("style = \"R\" is not supported by flashr")
    args <- c("given", "family", "email", "role", "comment")
    include <- sapply(include, match.arg, args)
    braces <- braces[args]
    collapse <- collapse[args]
    names(braces) <- names(collapse) <- args
    if (is.null(braces$given)) 
        braces$given <- ""
    if (is.null(braces$family)) 
        braces$family <- ""
    if (is.null(braces$email)) 
        braces$email <- c("<", ">")
    if (is.null(braces$role)) 
        braces$role <- c("[", "]")
    if (is.null(braces$comment)) 
        braces$comment <- c("(", ")")
    braces <- lapply(braces, rep_len, 2L)
    if (is.null(collapse$given)) 
        collapse$given <- " "
    if (is.null(collapse$family)) 
        collapse$family <- " "
    if (is.null(collapse$email)) 
        collapse$email <- ", "
    if (is.null(collapse$role)) 
        collapse$role <- ", "
    if (is.null(collapse$comment)) 
        collapse$comment <- ", "
    collapse <- lapply(collapse, rep_len, 1L)
    x <- lapply(unclass(x), `[`, include)
    braces <- braces[include]
    collapse <- collapse[include]
    if (any(include == "comment")) 
        x <- lapply(x, function(e) {
            e$comment <- .expand_ORCID_identifier(e$comment)
            e
        })
    paste_collapse <- function(x, collapse) {
        if (is.na(collapse) || isFALSE(collapse)) {
            x[1L]
        }
        else {
            paste(x, collapse = collapse)
        }
    }
    format_person1 <- function(p) {
        rval <- lapply(seq_along(p), function(i) {
            if (is.null(p[[i]])) 
                NULL
            else paste0(braces[[i]][1L], paste_collapse(p[[i]], 
                collapse[[i]]), braces[[i]][2L])
        })
        paste(do.call(c, rval), collapse = " ")
    }
    sapply(x, format_person1)
}
as.person.default <- function(x) 
{
    if (inherits(x, "person")) 
        return(x)
    x <- trimws(as.character(x))
    if (!length(x)) 
        return(person())
    strings <- function(n, c = "z") {
        vapply(mapply(rep.int, rep.int(c, length(n)), n, SIMPLIFY = FALSE, USE.NAMES = FALSE), 
            paste, "", collapse = "")
    }
    zify <- function(pattern, x) {
        if (!length(x)) 
            return(character())
        m <- gregexpr(pattern, x)
        regmatches(x, m) <- Map(strings, lapply(regmatches(x, 
            m), nchar))
        x
    }
    y <- zify("\\([^)]*\\)", x)
    y <- zify("\\[[^]]*\\]", y)
    y <- zify("<[^>]*>", y)
    pattern <- "[[:space:]]?(,|,?[[:space:]]and)[[:space:]]+"
    x <- do.call(c, regmatches(x, gregexpr(pattern, y), invert = TRUE))
    x <- x[!vapply(x, .is_not_nonempty_text, NA)]
    jr <- which(!is.na(match(x, c("Jr", "Jr.", "jr", "jr."))))
    if (length(jr)) {
        jr <- jr[jr > 1L]
        x[jr - 1L] <- paste(x[jr - 1L], x[jr], sep = ", ")
        x <- x[-jr]
    }
    if (!length(x)) 
        return(person())
    as_person1 <- function(x) {
        comment <- if (grepl("\\(.*\\)", x)) 
            sub(".*\\(([^)]*)\\).*", "\\1", x)
        else NULL
        x <- sub("[[:space:]]*\\([^)]*\\)", "", x)
        email <- if (grepl("<.*>", x)) 
            unlist(strsplit(gsub("[[:space:]]*", "", sub(".*<([^>]*)>.*", 
                "\\1", x)), ",", fixed = TRUE))
        else NULL
        x <- sub("[[:space:]]*<[^>]*>", "", x)
        role <- if (grepl("\\[.*\\]", x)) 
            unlist(strsplit(gsub("[[:space:]]*", "", sub(".*\\[([^]]*)\\].*", 
                "\\1", x)), ",", fixed = TRUE))
        else NULL
        x <- sub("[[:space:]]*\\[[^)]*\\]", "", x)
        x <- unlist(strsplit(x, "[[:space:]]+"))
        jr <- c("Jr", "Jr.")
        von <- c("De", "Den", "Der", "La", "Le", "Ten", "Van", 
            "Von")
        family <- x[length(x)]
        given <- x[-length(x)]
        if (length(family) && !is.na(match(family, c(jr, tolower(jr))))) {
            family <- paste(given[length(given)], family)
            given <- given[-length(given)]
        }
        if ((ng <- length(given)) && !is.na(match(gng <- given[ng], 
            c(von, tolower(von))))) {
            family <- paste(gng, family)
            given <- given[-ng]
        }
        if ((ng <- length(given)) && !is.na(match(gng <- given[ng], 
            c(von, tolower(von))))) {
            family <- paste(gng, family)
            given <- given[-ng]
        }
        z <- person(given = given, family = family, email = email, 
            role = role, comment = comment)
        return(z)
    }
    as.list(do.call(c, lapply(x, as_person1)))
}
.canonicalize_person_role <- function(role) 
{
    MARC_relator_db <- .MARC_relators_used_with_R()
    pos <- which(is.na(match(role, MARC_relator_db$code)))
    if (length(pos)) {
        ind <- pmatch(tolower(role[pos]), tolower(MARC_relator_db$name), 
            0L)
        role[pos[ind > 0L]] <- MARC_relator_db$code[ind]
        if (any(ind <- (ind == 0L))) {
            warning(sprintf(ngettext(length(pos[ind]), "Invalid role specification: %s.", 
                "Invalid role specifications: %s."), paste(sQuote(role[pos[ind]]), 
                collapse = ", ")), domain = NA)
            role <- role[-pos[ind]]
        }
    }
    role
}
.person <- function(x = list()) 
{
    class(x) <- "person"
    x
}
as.character.person <- function(x, ...) 
format(x, ...)
`$.person` <- function(x, name) 
{
    name <- match.arg(name, c("given", "family", "role", "email", 
        "comment", "first", "last", "middle"))
    if (name %in% c("first", "last", "middle")) {
        message(gettextf("It is recommended to use %s/%s instead of %s/%s/%s.", 
            sQuote("given"), sQuote("family"), sQuote("first"), 
            sQuote("middle"), sQuote("last")), domain = NA)
        oname <- name
        name <- switch(name, first = "given", middle = "given", 
            last = "family")
    }
    else {
        oname <- name
    }
    rval <- lapply(unclass(x), function(p) p[[name]])
    if (oname == "first") 
        rval <- lapply(rval, head, 1L)
    if (oname == "middle") {
        rval <- lapply(rval, tail, -1L)
        if (any(ind <- (lengths(rval) == 0L))) 
            rval[ind] <- vector("list", length = sum(ind))
    }
    if (length(rval) == 1L) 
        rval <- rval[[1L]]
    rval
}
c.person <- function(..., recursive = FALSE) 
{
    args <- list(...)
    if (!all(vapply(args, inherits, NA, "person"))) 
        warning(gettextf("method is only applicable to %s objects", 
            sQuote("person")), domain = NA)
    args <- lapply(args, unclass)
    rval <- do.call(c, args)
    class(rval) <- "person"
    rval
}
`[.person` <- function(x, i) 
{
    rval <- unclass(x)[i]
    class(rval) <- class(x)
    return(rval)
}
print.person <- function(x, ...) 
{
    if (length(x)) 
        print(format(x, ...))
    invisible(x)
}
toBibtex.person <- function(object, ...) 
{
    object <- sapply(seq_along(object), function(i) {
        p <- object[i]
        br <- if (is.null(p$family)) 
            c("{", "}")
        else c("", "")
        format(p, include = c("family", "given"), braces = list(given = br, 
            family = c("", ",")))
    })
    paste(object[nzchar(object)], collapse = " and ")
}
.listify <- function(x) 
if (inherits(x, "list")) x else list(x)
.is_not_nonempty_text <- function(x) 
is.null(x) || anyNA(x) || all(grepl("^[[:space:]]*$", x))
as.person <- function(x) 
UseMethod("as.person")
