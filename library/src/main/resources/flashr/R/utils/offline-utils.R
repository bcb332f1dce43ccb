# utils/offline-utils.R: names of R's utils that scripts call and that make sense without a network or an
# editor: maintainer, packageDate, personList, Rprofmem, summaryRprof, the help-page helpers
# (example, demo, vignette, news) for topics flashr has no pages for, and the package installers, which
# behave as R's do when no repository can be reached (flashr has no network and installs nothing).

maintainer <- function(pkg) {
    force(pkg)
    desc <- packageDescription(pkg)
    if (is.list(desc)) gsub("\n", " ", desc$Maintainer, fixed = TRUE) else NA_character_
}

# flashr's base packages are built with flashr: their date is the date of the R version they follow.
packageDate <- function(pkg, lib.loc = NULL, date.fields = c("Date", "Packaged", "Date/Publication", "Built"),
                        tryFormats = c("%Y-%m-%d", "%Y/%m/%d", "%D", "%m/%d/%y"), desc = NULL) {
    if (is.null(desc)) desc <- packageDescription(pkg, lib.loc = lib.loc)
    if (!is.list(desc)) return(as.Date(NA))
    for (f in date.fields) {
        d <- desc[[f]]
        if (!is.null(d)) {
            r <- tryCatch(as.Date(d, tryFormats = tryFormats), error = function(e) NULL)
            if (!is.null(r) && !is.na(r)) return(r)
        }
    }
    if (identical(desc$Priority, "base"))
        return(as.Date(paste(R.version$year, R.version$month, R.version$day, sep = "-")))
    as.Date(NA)
}

personList <- function(...) {
    z <- list(...)
    if (!all(vapply(z, inherits, NA, "person")))
        stop(gettextf("all arguments must be of class %s", dQuote("person")), domain = NA)
    do.call("c", z)
}

as.personList <- function(x) UseMethod("as.personList")
as.personList.person <- function(x) x
as.personList.default <- function(x) {
    if (is.null(x)) return(person())
    as.person(x)
}

# flashr keeps no memory-allocation profile; R's Rprofmem opens (and here leaves empty) its file.
Rprofmem <- function(filename = "Rprofmem.out", append = FALSE, threshold = 0) {
    if (!is.null(filename) && nzchar(filename) && !append) file.create(filename)
    invisible(NULL)
}

# flashr's Rprof writes no samples: a profile file holds at most R's header line.
summaryRprof <- function(filename = "Rprof.out", chunksize = 5000, memory = c("none", "both", "tseries", "stats"),
                         lines = c("hide", "show", "both"), index = 2, diff = TRUE, exclude = NULL,
                         basenames = 1) {
    con <- file(filename, "rt")
    on.exit(close(con))
    firstline <- readLines(con, n = 1L)
    if (!length(firstline)) stop(gettextf("no lines found in %s", sQuote(filename)), domain = NA)
    sample.interval <- as.numeric(strsplit(firstline, "=")[[1L]][2L]) / 1e+06
    rest <- readLines(con)
    if (!length(rest)) stop("no events were recorded")
    stop("Rprof samples are not recorded by flashr")
}

example <- function(topic, package = NULL, lib.loc = NULL, character.only = FALSE, give.lines = FALSE,
                    local = FALSE, type = c("console", "html"), echo = TRUE, verbose = getOption("verbose"),
                    setRNG = FALSE, ask = getOption("example.ask"), prompt.prefix = abbreviate(topic, 6),
                    run.dontrun = FALSE, run.donttest = interactive()) {
    if (!character.only) {
        topic <- substitute(topic)
        if (!is.character(topic)) topic <- deparse(topic)[1L]
    }
    warning(gettextf("no help found for %s", sQuote(topic)), domain = NA)
    invisible()
}

demo <- function(topic, package = NULL, lib.loc = NULL, character.only = FALSE, verbose = getOption("verbose"),
                 type = c("console", "html"), echo = TRUE, ask = getOption("demo.ask"),
                 encoding = getOption("encoding")) {
    if (missing(topic)) {
        db <- matrix(character(), 0L, 4L, dimnames = list(NULL, c("Package", "LibPath", "Item", "Title")))
        return(structure(class = "packageIQR",
                         list(title = "Demos", header = NULL, results = db,
                              footer = paste0("Use ", sQuote("demo(package = .packages(all.available = TRUE))"),
                                              "\nto list the demos in all *available* packages."))))
    }
    if (!character.only) topic <- as.character(substitute(topic))
    stop(gettextf("No demo found for topic %s", sQuote(topic)), domain = NA)
}

vignette <- function(topic, package = NULL, lib.loc = NULL, all = TRUE) {
    if (missing(topic)) {
        db <- matrix(character(), 0L, 4L, dimnames = list(NULL, c("Package", "LibPath", "Item", "Title")))
        return(structure(class = "packageIQR",
                         list(type = "vignette", title = "Vignettes", header = NULL, results = db, footer = NULL)))
    }
    warning(gettextf("vignette %s not found", sQuote(topic)), call. = FALSE, domain = NA)
    invisible()
}

# warning(immediate. = TRUE): printed at once, as warn = 1 prints (unless warn asks for more).
.warning_now <- function(msg) {
    op <- options(warn = max(1L, getOption("warn", 0L)))
    on.exit(options(op))
    warning(msg, call. = FALSE, domain = NA)
}

# The repository index R reads first: without a network, R warns that it cannot be read.
.repos_unreachable <- function(repos, type = "source") {
    for (r in repos) {
        u <- paste0(sub("/$", "", r), "/src/contrib")
        .warning_now(gettextf("unable to access index for repository %s:\n  cannot open URL '%s'", u,
                              paste0(u, "/PACKAGES")))
    }
}

.available_packages_fields <- function() c("Package", "Version", "Priority", "Depends", "Imports", "LinkingTo", "Suggests",
                                "Enhances", "License", "License_is_FOSS", "License_restricts_use", "OS_type",
                                "Archs", "MD5sum", "NeedsCompilation", "File", "Repository")

available.packages <- function(contriburl = NULL, method, fields = NULL, type = getOption("pkgType"),
                               filters = NULL, repos = getOption("repos"), ignore_repo_cache = FALSE,
                               max_repo_cache_age, quiet = TRUE, ...) {
    if (is.null(repos) || identical(unname(repos), "@CRAN@"))
        repos <- "https://cloud.r-project.org"
    .repos_unreachable(if (is.null(contriburl)) repos else sub("/src/contrib/?$", "", contriburl))
    matrix(character(), 0L, length(.available_packages_fields()),
           dimnames = list(NULL, .available_packages_fields()))
}

install.packages <- function(pkgs, lib, repos = getOption("repos"), contriburl = NULL, method,
                             available = NULL, destdir = NULL, dependencies = NA, type = getOption("pkgType"),
                             configure.args = getOption("configure.args"), configure.vars = getOption("configure.vars"),
                             clean = FALSE, Ncpus = getOption("Ncpus", 1L), verbose = getOption("verbose"),
                             libs_only = FALSE, INSTALL_opts, quiet = FALSE, keep_outputs = FALSE, ...) {
    if (missing(pkgs)) stop("no packages were specified")
    if (missing(lib) || is.null(lib)) {
        lib <- .libPaths()[1L]
        message(gettextf("Installing package into %s\n(as %s is unspecified)", sQuote(lib), sQuote("lib")),
                domain = NA)
    }
    if (is.null(repos)) stop("installing from local files is not supported by flashr")
    if (is.null(available)) available <- available.packages(contriburl = contriburl, repos = repos)
    missingp <- setdiff(pkgs, available[, "Package"])
    if (length(missingp)) {
        msg <- paste0(ngettext(length(missingp), "package %s is not available",
                               "packages %s are not available"), " for this version of R")
        warning(paste0(gettextf(msg, paste(sQuote(missingp), collapse = ", ")), "\n\n",
                       "A version of this package for your version of R might be available elsewhere,\n",
                       "see the ideas at\n",
                       "https://cran.r-project.org/doc/manuals/r-patched/R-admin.html#Installing-packages"),
                call. = FALSE, domain = NA)
    }
    invisible()
}

update.packages <- function(lib.loc = NULL, repos = getOption("repos"), contriburl = NULL, method,
                            instlib = NULL, ask = TRUE, available = NULL, oldPkgs = NULL, ...,
                            checkBuilt = FALSE, type = getOption("pkgType")) {
    if (is.null(available)) available <- available.packages(contriburl = contriburl, repos = repos)
    invisible()
}

# The listing of vignettes, demos or data sets by package (R's print.packageIQR, shown on stdout).
print.packageIQR <- function(x, ...) {
    db <- x$results
    out <- if (nrow(db) > 0L)
        lapply(split(seq_len(nrow(db)), db[, "Package"]),
               function(ind) db[ind, c("Item", "Title"), drop = FALSE])
    first <- TRUE
    for (pkg in names(out)) {
        writeLines(paste0(ifelse(first, "", "\n"), x$title, " in package ", sQuote(pkg), ":\n"))
        writeLines(formatDL(out[[pkg]][, "Item"], out[[pkg]][, "Title"]))
        first <- FALSE
    }
    if (first) {
        writeLines(paste("no", tolower(x$title), "found"))
        if (!is.null(x$footer)) writeLines(c("", x$footer))
    } else {
        if (!is.null(x$footer)) writeLines(c("\n", x$footer))
        writeLines("") # R shows the listing with file.show, which ends it with an empty line
    }
    invisible(x)
}

# aregexec: the first approximate match of pattern in each string and its groups. An exact match (by
# regexec) is taken when there is one; else a pattern without regex operators (or fixed) is matched
# literally with at most max.distance edits, the least-cost match ending first and, among those, the longest.
aregexec <- function(pattern, text, max.distance = 0.1, costs = NULL, ignore.case = FALSE,
                     fixed = FALSE, useBytes = FALSE) {
    pattern <- as.character(pattern)
    if (length(pattern) > 1L) {
        warning("argument 'pattern' has length > 1 and only the first element will be used")
        pattern <- pattern[1L]
    }
    if (length(pattern) != 1L || is.na(pattern)) stop("invalid 'pattern' argument")
    if (!is.character(text)) text <- as.character(text)
    k <- .amatch_bound(max.distance, pattern)
    allowed <- .amatch_costs_allowed(max.distance)
    literal <- fixed || !any(strsplit(pattern, "")[[1L]] %in% strsplit(".\\|()*+?{}^$[]", "")[[1L]])
    p <- strsplit(if (ignore.case) tolower(pattern) else pattern, "")[[1L]]
    one <- function(s) {
        if (is.na(s)) return(structure(NA_integer_, match.length = NA_integer_))
        exact <- regexec(pattern, s, ignore.case = ignore.case, fixed = fixed)[[1L]]
        if (exact[1L] != -1L) return(structure(as.integer(exact), match.length = attr(exact, "match.length")))
        if (!literal)
            stop("approximate matching of regular expressions is not supported by flashr", call. = FALSE)
        m <- .amatch_span(p, strsplit(if (ignore.case) tolower(s) else s, "")[[1L]], k, allowed)
        if (is.null(m)) structure(-1L, match.length = -1L) else structure(m[1L], match.length = m[2L])
    }
    lapply(text, one)
}

# The start and length of the least-cost substring of s within k edits of p (Sellers' algorithm with starts).
.amatch_span <- function(p, s, k, allowed) {
    big <- .Machine$integer.max %/% 2L
    subc <- if (allowed[["sub"]]) 1L else big
    insc <- if (allowed[["ins"]]) 1L else big
    delc <- if (allowed[["del"]]) 1L else big
    m <- length(p)
    col <- pmin(0:m * delc, big)
    start <- rep.int(1L, m + 1L)
    best <- NULL
    bestcost <- k + 1L
    for (j in seq_along(s)) {
        prev <- col
        pstart <- start
        col[1L] <- 0L
        start[1L] <- j + 1L
        for (i in seq_len(m)) {
            cand <- c(prev[i] + if (p[i] == s[j]) 0L else subc, prev[i + 1L] + insc, col[i] + delc)
            st <- c(pstart[i], pstart[i + 1L], start[i])
            w <- which(cand == min(cand))
            w <- w[which.min(st[w])]
            col[i + 1L] <- min(cand[w], big)
            start[i + 1L] <- st[w]
        }
        if (col[m + 1L] < bestcost) {
            bestcost <- col[m + 1L]
            best <- c(start[m + 1L], j - start[m + 1L] + 1L)
        }
    }
    if (is.null(best)) NULL else as.integer(best)
}

# help.search: flashr has no help pages, vignettes or demos to search, so every search finds nothing;
# the arguments are checked and the result printed as R does.
help.search <- function(pattern, fields = c("alias", "concept", "title"), apropos, keyword, whatis,
                        ignore.case = TRUE, package = NULL, lib.loc = NULL, help.db = getOption("help.db"),
                        verbose = getOption("verbose"), rebuild = FALSE, agrep = NULL, use_UTF8 = FALSE,
                        types = getOption("help.search.types")) {
    .wrong_args <- function(args) gettextf("argument %s must be a single character string", sQuote(args))
    db_fields <- c("alias", "concept", "keyword", "name", "title")
    db_types <- c("vignette", "demo", "help")
    if (is.null(types)) types <- db_types
    fuzzy <- agrep
    if (!missing(pattern)) {
        if (!is.character(pattern) || (length(pattern) > 1L)) stop(.wrong_args("pattern"), domain = NA)
        i <- pmatch(fields, db_fields)
        if (anyNA(i)) stop("incorrect field specification") else fields <- db_fields[i]
    } else if (!missing(apropos)) {
        if (!is.character(apropos) || (length(apropos) > 1L)) stop(.wrong_args("apropos"), domain = NA)
        pattern <- apropos
        fields <- c("alias", "title")
    } else if (!missing(keyword)) {
        if (!is.character(keyword) || (length(keyword) > 1L)) stop(.wrong_args("keyword"), domain = NA)
        pattern <- keyword
        fields <- "keyword"
        if (is.null(fuzzy)) fuzzy <- FALSE
    } else if (!missing(whatis)) {
        if (!is.character(whatis) || (length(whatis) > 1)) stop(.wrong_args("whatis"), domain = NA)
        pattern <- whatis
        fields <- "alias"
    } else stop("do not know what to search")
    if (!missing(help.db)) warning("argument 'help.db' is deprecated")
    i <- pmatch(types, db_types)
    if (anyNA(i)) stop("incorrect type specification") else types <- db_types[i]
    if (is.null(fuzzy) || is.na(fuzzy))
        fuzzy <- grepl("^([[:alnum:]]|[[:space:]]|-)+$", pattern) && nchar(pattern, type = "c") > 4L
    if (is.numeric(fuzzy) || is.list(fuzzy)) fuzzy <- TRUE
    else if (!is.logical(fuzzy)) stop("incorrect 'agrep' specification")
    matches <- data.frame(Topic = character(), Title = character(), Name = character(), ID = character(),
                          Package = character(), LibPath = character(), Type = character(),
                          Field = character(), Entry = character())
    structure(list(pattern = pattern, fields = fields, type = if (fuzzy) "fuzzy" else "regexp",
                   agrep = agrep, ignore.case = ignore.case, types = types, package = package,
                   lib.loc = lib.loc, matches = matches), class = "hsearch")
}

print.hsearch <- function(x, ...) {
    matchtype <- switch(x$type, fuzzy = "fuzzy", "regular expression")
    typenames <- c(vignette = "Vignettes", help = "Help files", demo = "Demos")
    typenames <- paste(tolower(typenames[x$types]), collapse = " or ")
    writeLines(strwrap(paste("No", typenames, "found with", paste(x$fields, collapse = " or "), "matching",
                             sQuote(x$pattern), "using", matchtype, "matching.")))
    invisible(x)
}

# news: flashr carries no NEWS files. R's own news is an empty news_db (a query selects nothing from it,
# printed as R prints no entries); other packages have none, so NULL as R gives for a package without NEWS.
news <- function(query, package = "R", lib.loc = NULL, format = NULL, reader = NULL, db = NULL) {
    if (is.null(db)) {
        if (!identical(package, "R")) return(NULL)
        db <- data.frame(Version = character(), Date = character(), Category = character(),
                         Text = character(), HTML = character())
        class(db) <- c("news_db_from_Rd", "news_db", "data.frame")
        attr(db, "package") <- "R"
    }
    if (missing(query)) return(db)
    ind <- eval(substitute(query), db, parent.frame())
    if (!is.logical(ind) || (length(ind) != nrow(db))) stop("invalid query")
    ind[is.na(ind)] <- FALSE
    out <- db[ind, , drop = FALSE]
    class(out) <- class(db)
    attr(out, "package") <- attr(db, "package")
    attr(out, "subset") <- ind
    out
}

print.news_db <- function(x, doBrowse = interactive(), browser = getOption("browser"), ...) {
    writeLines(if (nrow(x)) paste(x$Version, x$Text, collapse = "\n\n") else "")
    invisible(x)
}
