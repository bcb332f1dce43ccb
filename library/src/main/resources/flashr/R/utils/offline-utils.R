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
                         list(title = "Demos", header = NULL, results = db, footer = NULL)))
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
