# utils/utils-rest.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# R's own R code for contrib.url, the $-completion methods (.DollarNames, exact matching as R's
# completion does by default), read.DIF, readCitationFile (with c.bibentry and .citation) and .S3methods
# (over flashr's methods(), which lists the S3 methods that the global environment and base bind).

.resolvePkgType <- function(type) {
    if (type == "both") type <- "source"
    else if (type == "binary") type <- .Platform$pkgType
    type
}

contrib.url <- function(repos, type = getOption("pkgType")) {
    if (!is.character(type)) stop("invalid 'type'; must be a character string")
    type <- .resolvePkgType(type)
    if (is.null(repos)) return(NULL)
    if ("@CRAN@" %in% repos) stop("trying to use CRAN without setting a mirror")
    ver <- paste(R.version$major, strsplit(R.version$minor, ".", fixed = TRUE)[[1L]][1L], sep = ".")
    mac.path <- "macosx"
    if (substr(type, 1L, 11L) == "mac.binary.") {
        mac.path <- paste(mac.path, substring(type, 12L), sep = "/")
        type <- "mac.binary"
    }
    switch(type,
           source = paste(gsub("/$", "", repos), "src", "contrib", sep = "/"),
           mac.binary = paste(gsub("/$", "", repos), "bin", mac.path, "contrib", ver, sep = "/"),
           win.binary = paste(gsub("/$", "", repos), "bin", "windows", "contrib", ver, sep = "/"),
           stop("invalid 'type'"))
}

.DollarNames <- function(x, pattern) UseMethod(".DollarNames")
.DollarNames.default <- function(x, pattern = "") {
    if (is.atomic(x) || is.symbol(x)) character()
    else grep(pattern, names(x), value = TRUE)
}
.DollarNames.list <- function(x, pattern = "") grep(pattern, names(x), value = TRUE)
.DollarNames.environment <- function(x, pattern = "") ls(x, all.names = TRUE, pattern = pattern)

.S3methods <- function(generic.function, class, envir = parent.frame(), all.names = FALSE, dropPath = FALSE) {
    if (!missing(generic.function)) {
        if (!is.character(generic.function)) generic.function <- deparse1(substitute(generic.function))
        if (!exists(generic.function, mode = "function", envir = envir) &&
            !any(generic.function == c("Math", "Ops", "Complex", "Summary", "matrixOps")))
            stop(gettextf("no function '%s' is visible", generic.function), domain = NA)
        methods(generic.function)
    } else if (!missing(class)) methods(class = class)
    else stop("must supply 'generic.function' or 'class'")
}

c.bibentry <- function(..., recursive = FALSE) {
    args <- list(...)
    if (!all(sapply(args, inherits, "bibentry")))
        warning(gettext("method is only applicable to 'bibentry' objects"), domain = NA)
    args <- lapply(args, unclass)
    rval <- do.call("c", args)
    class(rval) <- "bibentry"
    rval
}

.citation <- function(x, package = NULL) {
    class(x) <- c("citation", "bibentry")
    attr(x, "package") <- package
    x
}

.parse_CITATION_file <- function(cfile, encoding = NULL) {
    if (is.null(encoding)) encoding <- "ASCII"
    if (encoding %in% c("C", "ASCII")) {
        x <- readLines(cfile, warn = FALSE)
        asc <- iconv(x, "latin1", "ASCII")
        if (any(is.na(asc) | asc != x)) stop("non-ASCII input in a CITATION file without a declared encoding")
        parse(file = cfile)
    } else {
        con <- file(cfile, encoding = encoding)
        on.exit(close(con))
        parse(con)
    }
}

readCitationFile <- function(file, meta = NULL) {
    meta <- as.list(meta)
    exprs <- .parse_CITATION_file(file, meta$Encoding)
    rval <- list()
    mheader <- NULL
    mfooter <- NULL
    envir <- new.env(hash = TRUE)
    assign("meta", meta, envir = envir)
    for (expr in exprs) {
        x <- eval(expr, envir = envir)
        if (inherits(x, "bibentry")) rval <- c(rval, list(x))
        else if (identical(class(x), "citationHeader")) mheader <- c(mheader, x)
        else if (identical(class(x), "citationFooter")) mfooter <- c(mfooter, x)
    }
    rlen <- length(rval)
    if (rlen == 1L) rval <- rval[[1L]]
    else if (rlen > 1L) rval <- do.call(c, rval)
    if (!.is_not_nonempty_text(mheader)) attr(rval, "mheader") <- paste(mheader, collapse = "\n")
    if (!.is_not_nonempty_text(mfooter)) attr(rval, "mfooter") <- paste(mfooter, collapse = "\n")
    .citation(rval, meta$Package)
}

# R's code, as utils has it (the Windows clipboard aside).
read.DIF <- function(file, header = FALSE, dec = ".", numerals = c("allow.loss",
    "warn.loss", "no.loss"), row.names, col.names, as.is = !stringsAsFactors,
    na.strings = "NA", colClasses = NA, nrows = -1, skip = 0,
    check.names = TRUE, blank.lines.skip = TRUE, stringsAsFactors = FALSE,
    transpose = FALSE, fileEncoding = "")
{
    if (nzchar(fileEncoding)) {
        con <- file(file, "rt", encoding = fileEncoding)
        lines <- readLines(con)
        close(con)
    }
    else {
        lines <- readLines(file)
    }
    if (length(lines) < 1L)
        stop("file had no lines")
    topic <- ""
    nrow <- NA
    ncol <- NA
    i <- 1L
    while (topic != "DATA") {
        topic <- lines[i]
        vnum <- lines[i + 1]
        num <- as.numeric(sub("^.*,", "", vnum))
        i <- i + 3L
        if (topic == "VECTORS")
            if (transpose)
                nrow <- num
            else ncol <- num
        else if (topic == "TUPLES")
            if (transpose)
                ncol <- num
            else nrow <- num
    }
    if (is.na(nrow) || is.na(ncol))
        stop("row and column counts not found")
    data <- matrix("", nrow, ncol)
    types <- matrix(NA_character_, nrow, ncol)
    row <- 0L
    while (i < length(lines)) {
        typenum <- lines[i]
        type <- as.numeric(sub(",.*$", "", typenum))
        num <- as.numeric(sub("^.*,", "", typenum))
        stringval <- lines[i + 1]
        i <- i + 2L
        if (type == -1L) {
            if (stringval == "BOT") {
                row <- row + 1L
                if (row > nrow)
                  stop("More rows than specified in header; maybe use 'transpose=TRUE'")
                col <- 0L
            }
            else if (stringval == "EOD")
                break
            else stop("Unrecognized special data value")
        }
        else {
            col <- col + 1L
            if (col > ncol)
                stop("More columns than specified in header; maybe use 'transpose=TRUE'")
            if (type == 0L) {
                types[row, col] <- "numeric"
                if (stringval == "V")
                  data[row, col] <- num
                else if (stringval == "NA")
                  data[row, col] <- NA
                else if (stringval == "ERROR")
                  data[row, col] <- NA
                else if (stringval == "TRUE") {
                  data[row, col] <- "TRUE"
                  types[row, col] <- "logical"
                }
                else if (stringval == "FALSE") {
                  data[row, col] <- "FALSE"
                  types[row, col] <- "logical"
                }
                else stop("Unrecognized value indicator")
            }
            else if (type == 1L) {
                types[row, col] <- "character"
                stringval <- sub("^\"", "", stringval)
                stringval <- sub("\"$", "", stringval)
                data[row, col] <- stringval
            }
        }
    }
    if (skip > 0L)
        data <- data[-(1L:skip), , drop = FALSE]
    nlines <- nrow(data)
    if (!nlines) {
        if (missing(col.names))
            stop("no lines available in input")
        else {
            tmp <- vector("list", length(col.names))
            names(tmp) <- col.names
            class(tmp) <- "data.frame"
            return(tmp)
        }
    }
    first <- data[1L, ]
    if (first[1L] == "")
        first <- first[-1L]
    cols <- ncol
    rlabp <- all(types[1L, ][-1L] == "character") && data[1L,
        1L] == ""
    if (rlabp && missing(header))
        header <- TRUE
    if (!header)
        rlabp <- FALSE
    if (header) {
        data <- data[-1L, , drop = FALSE]
        types <- types[-1L, , drop = FALSE]
        if (missing(col.names))
            col.names <- first
        else if (length(first) != length(col.names))
            warning("header and 'col.names' are of different lengths")
    }
    else if (missing(col.names))
        col.names <- paste0("V", 1L:cols)
    if (length(col.names) + rlabp < cols)
        stop("more columns than column names")
    if (cols > 0L && length(col.names) > cols)
        stop("more column names than columns")
    if (cols == 0L)
        stop("rows are empty: giving up")
    if (check.names)
        col.names <- make.names(col.names, unique = TRUE)
    if (rlabp)
        col.names <- c("row.names", col.names)
    nmColClasses <- names(colClasses)
    if (length(colClasses) < cols)
        if (is.null(nmColClasses)) {
            colClasses <- rep_len(colClasses, cols)
        }
        else {
            tmp <- rep_len(NA_character_, cols)
            names(tmp) <- col.names
            i <- match(nmColClasses, col.names, 0L)
            if (any(i <= 0L))
                warning("not all columns named in 'colClasses' exist")
            tmp[i[i > 0L]] <- colClasses
            colClasses <- tmp
        }
    colClasses[colClasses %in% c("real", "double")] <- "numeric"
    known <- colClasses %in% c("logical", "integer", "numeric",
        "complex", "character")
    keep <- !(colClasses %in% "NULL")
    if (blank.lines.skip)
        data <- data[apply(data, 1L, function(x) !all(x == "")),
            , drop = FALSE]
    if (nrows > -1 && nrows < nrow(data))
        data <- data[seq_len(nrows), , drop = FALSE]
    nlines <- nrow(data)
    data[data %in% na.strings] <- NA
    data <- as.data.frame(data, stringsAsFactors = FALSE)
    names(data) <- col.names
    if (cols != length(data)) {
        warning("cols = ", cols, " != length(data) = ", length(data),
            domain = NA)
        cols <- length(data)
    }
    if (is.logical(as.is)) {
        as.is <- rep_len(as.is, cols)
    }
    else if (is.numeric(as.is)) {
        if (any(as.is < 1 | as.is > cols))
            stop("invalid numeric 'as.is' expression")
        i <- rep.int(FALSE, cols)
        i[as.is] <- TRUE
        as.is <- i
    }
    else if (is.character(as.is)) {
        i <- match(as.is, col.names, 0L)
        if (any(i <= 0L))
            warning("not all columns named in 'as.is' exist")
        i <- i[i > 0L]
        as.is <- rep.int(FALSE, cols)
        as.is[i] <- TRUE
    }
    else if (length(as.is) != cols)
        stop(gettextf("'as.is' has the wrong length %d  != cols = %d",
            length(as.is), cols), domain = NA)
    do <- keep & !known
    if (rlabp)
        do[1L] <- FALSE
    for (i in (1L:cols)[do]) {
        data[[i]] <- if (is.na(colClasses[i])) {
            if (any(types[, i] == "character")) {
                if (stringsAsFactors && !as.is[i])
                  as.factor(data[[i]])
                else data[[i]]
            }
            else type.convert(data[[i]], as.is = as.is[i], dec = dec,
                na.strings = character(0L), numerals = numerals)
        }
        else if (colClasses[i] == "factor")
            as.factor(data[[i]])
        else if (colClasses[i] == "Date")
            as.Date(data[[i]])
        else if (colClasses[i] == "POSIXct")
            as.POSIXct(data[[i]])
        else methods::as(data[[i]], colClasses[i])
    }
    compactRN <- TRUE
    if (missing(row.names)) {
        if (rlabp) {
            row.names <- data[[1L]]
            data <- data[-1L]
            keep <- keep[-1L]
            compactRN <- FALSE
        }
        else row.names <- .set_row_names(as.integer(nlines))
    }
    else if (is.null(row.names)) {
        row.names <- .set_row_names(as.integer(nlines))
    }
    else if (is.character(row.names)) {
        compactRN <- FALSE
        if (length(row.names) == 1L) {
            rowvar <- (1L:cols)[match(col.names, row.names, 0L) ==
                1L]
            row.names <- data[[rowvar]]
            data <- data[-rowvar]
            keep <- keep[-rowvar]
        }
    }
    else if (is.numeric(row.names) && length(row.names) == 1L) {
        compactRN <- FALSE
        rlabp <- row.names
        row.names <- data[[rlabp]]
        data <- data[-rlabp]
        keep <- keep[-rlabp]
    }
    else stop("invalid 'row.names' specification")
    data <- data[keep]
    if (is.object(row.names) || !(is.integer(row.names)))
        row.names <- as.character(row.names)
    if (!compactRN) {
        if (length(row.names) != nlines)
            stop("invalid 'row.names' length")
        if (anyDuplicated(row.names))
            stop("duplicate 'row.names' are not allowed")
        if (anyNA(row.names))
            stop("missing values in 'row.names' are not allowed")
    }
    attr(data, "row.names") <- row.names
    data
}

# Subsetting keeps the class (flashr's bibentries have no keys to index by name).
`[[.bibentry` <- function(x, i, drop = TRUE) {
    if (!length(x)) return(x)
    cl <- class(x)
    class(x) <- NULL
    y <- x[i]
    if (!all(ok <- lengths(y) > 0L)) {
        warning("subscript out of bounds")
        y <- y[ok]
    }
    if (!drop) attributes(y) <- attributes(x)[c("mheader", "mfooter")]
    class(y) <- cl
    y
}
`[.bibentry` <- function(x, i, drop = TRUE) `[[.bibentry`(x, i, drop = drop)

# The packages installed: R's base packages (as R's installation describes them: Depends, Imports,
# Suggests, NeedsCompilation) and the packages flashr adds, in R's matrix of DESCRIPTION fields.
.installed_base_fields <- function() list(
    base = c(NA_character_, NA_character_, "methods", NA_character_),
    compiler = c(NA_character_, NA_character_, NA_character_, NA_character_),
    datasets = c(NA_character_, NA_character_, NA_character_, NA_character_),
    graphics = c(NA_character_, "grDevices", NA_character_, "yes"),
    grDevices = c(NA_character_, NA_character_, "KernSmooth", "yes"),
    grid = c(NA_character_, "grDevices, utils", NA_character_, "yes"),
    methods = c(NA_character_, "utils, stats", "codetools", "yes"),
    parallel = c(NA_character_, "tools, compiler", "methods", "yes"),
    splines = c(NA_character_, "graphics, stats", "Matrix, methods", "yes"),
    stats = c(NA_character_, "utils, grDevices, graphics", "MASS, Matrix, SuppDists, methods, stats4", "yes"),
    stats4 = c(NA_character_, "graphics, methods, stats", NA_character_, NA_character_),
    tcltk = c(NA_character_, "utils", NA_character_, "yes"),
    tools = c(NA_character_, NA_character_, "codetools, methods, xml2, curl, commonmark, knitr, xfun,\nmathjaxr", "yes"),
    utils = c(NA_character_, NA_character_, "methods, xml2, commonmark, knitr", "yes"),
    FlashR = c(NA_character_, NA_character_, NA_character_, NA_character_),
    testthat = c(NA_character_, NA_character_, NA_character_, NA_character_))

installed.packages <- function(lib.loc = NULL, priority = NULL, noCache = FALSE, fields = NULL,
                               subarch = .Platform$r_arch, ...) {
    if (!is.null(priority)) {
        if (!is.character(priority)) stop("'priority' must be character or NULL")
        if (any(b <- priority %in% "high")) priority <- c(priority[!b], "recommended", "base")
    }
    std <- c("Version", "Priority", "Depends", "Imports", "LinkingTo", "Suggests", "Enhances", "License",
             "License_is_FOSS", "License_restricts_use", "OS_type", "MD5sum", "NeedsCompilation")
    extra <- setdiff(unique(fields), c(std, "Package", "LibPath", "Built"))
    known <- .installed_base_fields()
    v <- paste(R.version$major, R.version$minor, sep = ".")
    lib <- dirname(.flashrPackagePath("base"))
    rows <- lapply(names(known), function(p) {
        f <- known[[p]]
        base <- !p %in% c("FlashR", "testthat")
        desc <- .base_package_description(p)
        vals <- c(Version = if (base) v else "0.1.0", Priority = if (base) "base" else NA,
                  Depends = f[1L], Imports = f[2L], Suggests = f[3L], NeedsCompilation = f[4L],
                  License = if (base) paste("Part of R", v) else NA, Title = if (!is.null(desc)) desc$Title else NA)
        pick <- function(ns) vapply(ns, function(n) if (n %in% names(vals)) vals[[n]] else NA_character_, "")
        c(Package = p, LibPath = lib, pick(std), Built = v, pick(extra))
    })
    retval <- do.call(rbind, rows)
    rownames(retval) <- names(known)
    retval <- retval[order(tolower(rownames(retval))), , drop = FALSE]
    if (!is.null(priority)) {
        keep <- !is.na(pmatch(retval[, "Priority"], priority, duplicates.ok = TRUE))
        retval <- retval[keep, , drop = FALSE]
    }
    retval
}
