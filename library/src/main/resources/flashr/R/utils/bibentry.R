# utils/bibentry.R: part of R's utils package as flashr defines it.
#
# Bibliographic entries (bibentry, its $, toBibtex and text format) and citation() for R itself,
# with the text of R's own CITATION file. A bibentry is, as in R, a list of entries, each a list of
# fields with attributes bibtype, key and textVersion; mheader and mfooter sit on the whole.

bibentry <- function(bibtype, textVersion = NULL, header = NULL, footer = NULL, key = NULL, ...,
                     other = list(), mheader = NULL, mfooter = NULL) {
    fields <- c(list(...), other)
    fields <- fields[!vapply(fields, is.null, NA)]
    if (!is.null(fields$author) && !inherits(fields$author, "person")) fields$author <- as.person(fields$author)
    if (!is.null(fields$year)) fields$year <- as.character(fields$year)
    entry <- structure(fields, bibtype = bibtype, key = key, textVersion = textVersion, header = header, footer = footer)
    structure(list(entry), mheader = mheader, mfooter = mfooter, class = "bibentry")
}

`$.bibentry` <- function(x, name) {
    # bibtype, key, textVersion, header and footer are the entries' attributes, as in R
    values <- if (name %in% c("bibtype", "textVersion", "header", "footer", "key")) lapply(unclass(x), attr, name)
              else lapply(unclass(x), function(e) e[[name]])
    if (length(values) == 1L) values[[1L]] else values
}

toBibtex.bibentry <- function(object, ...) {
    lines <- character()
    for (e in unclass(object)) {
        key <- attr(e, "key")
        lines <- c(lines, paste0("@", attr(e, "bibtype"), "{", if (is.null(key)) "" else key, ","))
        for (f in names(e)) {
            value <- if (inherits(e[[f]], "person")) .bibtex_persons(e[[f]]) else paste(e[[f]], collapse = " ")
            lines <- c(lines, paste0("  ", f, " = {", value, "},"))
        }
        lines <- c(lines, "}")
    }
    structure(lines, class = "Bibtex")
}

# BibTeX names as R's bibentry writes them: "given family", an organisation (no family) in braces.
.bibtex_persons <- function(a) {
    names <- vapply(seq_along(a), function(i) {
        p <- a[i]
        if (is.null(p$family)) paste0("{", paste(p$given, collapse = " "), "}")
        else paste(c(p$given, p$family), collapse = " ")
    }, "")
    paste(names, collapse = " and ")
}

print.Bibtex <- function(x, prefix = "", ...) {
    writeLines(paste0(prefix, unclass(x)))
    invisible(x)
}

.bibentry_authors <- function(a) {
    if (is.null(a)) return(NULL)
    names <- vapply(seq_along(a), function(i) {
        p <- a[i]
        if (is.null(p$family)) format(p, include = "given")
        else paste(p$family, paste(substr(p$given, 1L, 1L), collapse = " "))
    }, "")
    paste(names, collapse = ", ")
}

.bibentry_text <- function(e) {
    who <- .bibentry_authors(e$author)
    head <- paste0(who, if (!is.null(e$year)) paste0(" (", e$year, ")"), ".")
    title <- if (attr(e, "bibtype") %in% c("Article", "InCollection", "InProceedings")) paste0("\u201c", e$title, ".\u201d")
             else paste0("_", e$title, "_.")
    where <- paste(c(e$journal, e$organization, e$publisher, e$address), collapse = ", ")
    text <- paste(c(head, title, if (nzchar(where)) paste0(where, ".")), collapse = " ")
    if (!is.null(e$url)) text <- paste0(text, " <", e$url, ">.")
    paste(strwrap(text, width = 72L), collapse = "\n")
}

format.bibentry <- function(x, style = "text", ...) {
    style <- tolower(style)
    vapply(unclass(x), function(e) switch(style,
        text = .bibentry_text(e),
        bibtex = paste(toBibtex(structure(list(e), class = "bibentry")), collapse = "\n"),
        citation = if (!is.null(attr(e, "textVersion"))) paste(strwrap(attr(e, "textVersion"), indent = 2L, exdent = 2L, width = 72L), collapse = "\n")
                   else paste(strwrap(.bibentry_text(e), indent = 2L, exdent = 2L, width = 72L), collapse = "\n"),
        stop(gettextf("invalid style %s", sQuote(style)), domain = NA)), "")
}

print.bibentry <- function(x, style = "text", ...) {
    if (tolower(style) == "citation") return(print.citation(x, ...))
    writeLines(paste(format(x, style = style, ...), collapse = "\n\n"))
    invisible(x)
}

print.citation <- function(x, style = "citation", bibtex = TRUE, ...) {
    if (tolower(style) != "citation") return(print.bibentry(x, style = style, ...))
    blocks <- character()
    if (!is.null(h <- attr(x, "mheader"))) blocks <- c(blocks, paste(strwrap(h, width = 72L), collapse = "\n"))
    for (e in unclass(x)) {
        one <- structure(list(e), class = "bibentry")
        blocks <- c(blocks, format(one, style = "citation"))
        if (bibtex) blocks <- c(blocks, "A BibTeX entry for LaTeX users is",
                                paste0("  ", toBibtex(one), collapse = "\n"))
    }
    if (!is.null(f <- attr(x, "mfooter"))) blocks <- c(blocks, paste(strwrap(f, width = 72L), collapse = "\n"))
    cat("\n")
    writeLines(paste(blocks, collapse = "\n\n"))
    cat("\n")
    invisible(x)
}

citation <- function(package = "base", lib.loc = NULL, auto = NULL) {
    base <- c("base", "compiler", "datasets", "graphics", "grDevices", "grid", "methods", "parallel",
              "splines", "stats", "stats4", "tcltk", "tools", "utils")
    if (!package %in% base) {
        if (!package %in% loadedNamespaces())
            stop(packageNotFoundError(package, lib.loc, sys.call()))
        stop(gettextf("package %s has no citation information in flashr", sQuote(package)), domain = NA)
    }
    year <- R.version$year
    header <- if (package == "base") "To cite R in publications use:"
              else sprintf("The %s package is part of R.  To cite R in publications use:", sQuote(package))
    x <- bibentry("Manual",
        title = "R: A Language and Environment for Statistical Computing",
        author = person("R Core Team"),
        organization = "R Foundation for Statistical Computing",
        address = "Vienna, Austria",
        year = year,
        url = "https://www.R-project.org/",
        textVersion = paste0("R Core Team (", year, "). ",
                             "R: A language and environment for statistical computing. ",
                             "R Foundation for Statistical Computing, Vienna, Austria. ",
                             "URL https://www.R-project.org/."),
        mheader = header,
        mfooter = paste("We have invested a lot of time and effort in creating R,",
                        "please cite it when using it for data analysis.",
                        sprintf("See also %s for citing R packages.", sQuote("citation(\"pkgname\")"))))
    class(x) <- c("citation", "bibentry")
    x
}

toLatex <- function(object, ...) UseMethod("toLatex")

print.Latex <- function(x, prefix = "", ...) {
    writeLines(paste0(prefix, unclass(x)))
    invisible(x)
}

citHeader <- function(...) structure(paste(...), class = "citationHeader")
citFooter <- function(...) structure(paste(...), class = "citationFooter")

# cite and citeNatbib: R's citation keys in the text, author-year (or numbered) as natbib writes
# them. flashr has no tools::bibstyle, so cite always uses citeNatbib (R's default style does).
# The keys cited so far are kept between calls, as R keeps them in citeNatbib's environment.
cite <- function(keys, bib, ...) citeNatbib(keys, bib, ...)

citeNatbib <- function(keys, bib, textual = FALSE, before = NULL, after = NULL,
                       mode = c("authoryear", "numbers", "super"), abbreviate = TRUE,
                       longnamesfirst = TRUE, bibpunct = c("(", ")", ";", "a", "", ","), previous) {
    # R cleans the names' LaTeX with tools:::cleanupLatex; here the braces go
    shortName <- function(person) {
        if (length(person$family)) paste(gsub("[{}]", "", person$family), collapse = " ")
        else paste(gsub("[{}]", "", person$given), collapse = " ")
    }
    authorList <- function(paper) sapply(paper$author, shortName)
    st <- .cite_state()
    if (!missing(previous)) st$cited <- previous
    if (!missing(mode)) mode <- match.arg(mode)
    else mode <- switch(bibpunct[4L], n = "numbers", s = "super", "authoryear")
    numeric <- mode %in% c("numbers", "super")
    if (numeric) bib <- sort(bib)
    keys <- unlist(strsplit(keys, " *, *"))
    if (!length(keys)) return("")
    n <- length(keys)
    first <- !(keys %in% st$cited)
    st$cited <- unique(c(st$cited, keys))
    bibkeys <- unlist(bib$key)
    year <- match(keys, bibkeys)
    papers <- bib[year]
    if (textual || !numeric) {
        auth <- character(n)
        if (!numeric) year <- unlist(papers$year)
        authorLists <- lapply(papers, authorList)
        lastAuthors <- NULL
        for (i in seq_along(keys)) {
            authors <- authorLists[[i]]
            if (identical(lastAuthors, authors)) auth[i] <- ""
            else {
                if (length(authors) > 1L) authors[length(authors)] <- paste("and", authors[length(authors)])
                if (length(authors) > 2L) {
                    if (!abbreviate || (first[i] && longnamesfirst)) auth[i] <- paste(authors, collapse = ", ")
                    else auth[i] <- paste(authors[1L], "et al.")
                } else auth[i] <- paste(authors, collapse = " ")
            }
            lastAuthors <- authors
        }
        suppressauth <- which(!nzchar(auth))
        if (length(suppressauth)) {
            for (i in suppressauth) year[i - 1L] <- paste0(year[i - 1L], bibpunct[6L], " ", year[i])
            auth <- auth[-suppressauth]
            year <- year[-suppressauth]
        }
    }
    if (!is.null(before)) before <- paste0(before, " ")
    if (!is.null(after)) after <- paste0(" ", after)
    if (textual) {
        result <- paste0(bibpunct[1L], before, year, after, bibpunct[2L])
        result <- if (mode == "super") paste0(auth, "^{", result, "}") else paste0(auth, " ", result)
        result <- paste(result, collapse = paste0(bibpunct[3L], " "))
    } else if (numeric) {
        result <- paste(year, collapse = paste0(bibpunct[3L], " "))
        result <- paste0(bibpunct[1L], before, result, after, bibpunct[2L])
        if (mode == "super") result <- paste0("^{", result, "}")
    } else {
        result <- paste0(auth, bibpunct[5L], " ", year)
        result <- paste(result, collapse = paste0(bibpunct[3L], " "))
        result <- paste0(bibpunct[1L], before, result, after, bibpunct[2L])
    }
    result
}

# The keys citeNatbib has cited, in an environment made on first use in base's namespace.
.cite_state <- function() {
    ns <- environment(.cite_state)
    e <- get0(".flashr_cite_state", envir = ns, inherits = FALSE)
    if (is.null(e)) {
        e <- new.env()
        e$cited <- character()
        assign(".flashr_cite_state", e, envir = ns)
    }
    e
}
