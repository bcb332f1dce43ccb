# More of R's tools package that scripts use (toTitleCase, R_user_dir, the assert* helpers, file lists,
# delimMatch, showNonASCII, process signals), as R 4.2 writes them; R's C helpers written in R.

toTitleCase <- function(text) {
    ## leave these alone: the internal caps rule would do that
    ## in some cases.  We could insist on this exact capitalization.
    alone <- c("2D", "3D", "AIC", "BayesX", "GoF", "HTML", "LaTeX",
               "MonetDB", "OpenBUGS", "TeX", "U.S.", "U.S.A.", "WinBUGS",
               "aka", "et", "al.", "ggplot2", "i.e.", "jar", "jars",
               "ncdf", "netCDF", "rgl", "rpart", "xls", "xlsx")
    ## These should be lower case except at the beginning (and after :)
    lpat <- "^(a|an|and|are|as|at|be|but|by|en|for|if|in|is|nor|not|of|on|or|per|so|the|to|v[.]?|via|vs[.]?|from|into|than|that|with)$"
    ## These we don't care about
    either <- c("all", "above", "after", "along", "also", "among",
                "any", "both", "can", "few", "it", "less", "log",
                "many", "may", "more", "over", "some", "their",
                "then", "this", "under", "until", "using", "von",
                "when", "where", "which", "will", "without",
                "yet", "you", "your")
    titleCase1 <- function(x) {
        ## A quote might be prepended.
        do1 <- function(x) {
            x1 <- substr(x, 1L, 1L)
            if(nchar(x) >= 3L && x1 %in% c("'", '"'))
                paste0(x1, toupper(substr(x, 2L, 2L)), tolower(substring(x, 3L)))
            else paste0(toupper(x1), tolower(substring(x, 2L)))
        }
        if(is.na(x)) return(NA_character_)
        xx <- .tools_splitString(x, ' -/"()\n\t')
        ## for 'alone' we could insist on that exact capitalization
        alone <- xx %in% c(alone, either)
        alone <- alone | grepl("^'.*'$", xx)
        havecaps <- grepl("^[[:alpha:]].*[[:upper:]]+", xx)
        l <- grepl(lpat, xx, ignore.case = TRUE)
        l[1L] <- FALSE
        ## do not remove capitalization immediately after ": " or "- "
        ind <- grep("[-:]$", xx); ind <- ind[ind + 2L <= length(l)]
        ind <- ind[(xx[ind + 1L] == " ") & grepl("^['[:alnum:]]", xx[ind + 2L])]
        l[ind + 2L] <- FALSE
        ## Also after " (e.g. "A Book Title")
        ind <- which(xx == '"'); ind <- ind[ind + 1L <= length(l)]
        l[ind + 1L] <- FALSE
        xx[l] <- tolower(xx[l])
        keep <- havecaps | l | (nchar(xx) == 1L) | alone
        xx[!keep] <- sapply(xx[!keep], do1)
        paste(xx, collapse = "")
    }
    if(typeof(text) != "character")
        stop("'text' must be a character vector")
    sapply(text, titleCase1, USE.NAMES = FALSE)
}

# R's C splitString: the words of x and each delimiter character on its own, in order
.tools_splitString <- function(x, delims) {
    cls <- paste0("[", gsub("([]\\\\^-])", "\\\\\\1", delims), "]")
    ncls <- paste0("[^", substring(cls, 2L))
    regmatches(x, gregexpr(paste0(ncls, "+|", cls), x, perl = TRUE))[[1L]]
}

R_user_dir <- function(package, which = c("data", "config", "cache")) {
    stopifnot(is.character(package), length(package) == 1L)
    which <- match.arg(which)
    home <- normalizePath("~")
    path <- switch(which,
        data = {
            if(nzchar(p <- Sys.getenv("R_USER_DATA_DIR"))) p
            else if(nzchar(p <- Sys.getenv("XDG_DATA_HOME"))) p
            else if(.Platform$OS.type == "windows") file.path(Sys.getenv("APPDATA"), "R", "data")
            else if(Sys.info()["sysname"] == "Darwin")
                file.path(home, "Library", "Application Support", "org.R-project.R")
            else file.path(home, ".local", "share")
        },
        config = {
            if(nzchar(p <- Sys.getenv("R_USER_CONFIG_DIR"))) p
            else if(nzchar(p <- Sys.getenv("XDG_CONFIG_HOME"))) p
            else if(.Platform$OS.type == "windows") file.path(Sys.getenv("APPDATA"), "R", "config")
            else if(Sys.info()["sysname"] == "Darwin")
                file.path(home, "Library", "Preferences", "org.R-project.R")
            else file.path(home, ".config")
        },
        cache = {
            if(nzchar(p <- Sys.getenv("R_USER_CACHE_DIR"))) p
            else if(nzchar(p <- Sys.getenv("XDG_CACHE_HOME"))) p
            else if(.Platform$OS.type == "windows") file.path(Sys.getenv("LOCALAPPDATA"), "R", "cache")
            else if(Sys.info()["sysname"] == "Darwin")
                file.path(home, "Library", "Caches", "org.R-project.R")
            else file.path(home, ".cache")
        })
    file.path(path, "R", package)
}

.deparseTrim <- function(expr, cutoff = 30L) {
    res <- deparse(expr)
    if(length(res) > 1) {
        if(res[[1]] == "{") {
            exprs <- sub("^[ \t]*", "", res[c(-1L, -length(res))])
            res <- paste0("{", paste(exprs, collapse = "; "), "}")
        }
        else res <- paste(res[[1]], " ...")
    }
    if(nchar(res) > cutoff) paste(substr(res, 1, cutoff), " ...") else res
}

assertCondition <- function(expr, ..., .exprString = .deparseTrim(substitute(expr), cutoff = 30L),
                            verbose = FALSE) {
    getConds <- function(expr) {
        conds <- list()
        withCallingHandlers(tryCatch(expr, error = function(e) conds <<- c(conds, list(e))),
                            warning = function(w) {
                                conds <<- c(conds, list(w))
                                tryInvokeRestart("muffleWarning")
                            },
                            condition = function(cond) conds <<- c(conds, list(cond)))
        conds
    }
    conds <- if(nargs() > 1) c(...) # else NULL
    .Wanted <- if(nargs() > 1) paste(c(...), collapse = " or ") else "any condition"
    res <- getConds(expr)
    if(length(res)) {
        if(is.null(conds)) {
            if(verbose) message("assertConditon: Successfully caught a condition\n")
            invisible(res)
        }
        else {
            ii <- vapply(res, function(cond) any(class(cond) %in% conds), NA)
            if(any(ii)) {
                if(verbose) {
                    found <- unique(sapply(res, function(cond) class(cond)[class(cond) %in% conds]))
                    message(sprintf("assertCondition: caught %s", paste(dQuote(found), collapse = ", ")),
                            domain = NA)
                }
                invisible(res)
            }
            else {
                .got <- paste(unique((sapply(res, function(obj) class(obj)[[1]]))), collapse = ", ")
                stop(gettextf("Got %s in evaluating %s; wanted %s", .got, .exprString, .Wanted))
            }
        }
    }
    else stop(gettextf("Failed to get %s in evaluating %s", .Wanted, .exprString))
}

assertError <- function(expr, classes = "error", verbose = FALSE) {
    d.expr <- .deparseTrim(substitute(expr), cutoff = 30L)
    tryCatch(res <- assertCondition(expr, classes, .exprString = d.expr),
             error = function(e)
                 stop(gettextf("Failed to get error in evaluating %s", d.expr), call. = FALSE))
    if(verbose) {
        error <- res[vapply(res, function(cond) any(match(classes, class(cond), 0L) > 0L), NA)]
        message(sprintf("Asserted error: %s", error[[1]]$message))
    }
    invisible(res)
}

assertWarning <- function(expr, classes = "warning", verbose = FALSE) {
    d.expr <- .deparseTrim(substitute(expr), cutoff = 30L)
    res <- assertCondition(expr, classes, .exprString = d.expr)
    if(any(vapply(res, function(cond) "error" %in% class(cond), NA)))
        stop(gettextf("Got warning in evaluating %s, but also an error", d.expr))
    if(verbose) {
        warning <- res[vapply(res, function(cond) any(match(classes, class(cond), 0L) > 0L), NA)]
        message(sprintf("Asserted warning: %s", warning[[1]]$message))
    }
    invisible(res)
}

# R's C delim_match for Rd syntax: a backslash escapes the next character, % comments to the line's end
delimMatch <- function(x, delim = c("{", "}"), syntax = "Rd") {
    if(!is.character(x))
        stop("argument 'x' must be a character vector")
    if((length(delim) != 2L) || any(nchar(delim) != 1L))
        stop("argument 'delim' must specify two characters")
    if(syntax != "Rd")
        stop("only Rd syntax is currently supported")
    same <- delim[1L] == delim[2L]
    one <- function(s) {
        ch <- strsplit(if(is.na(s)) "NA" else s, "")[[1L]]
        start <- -1L; depth <- 0L; escaped <- FALSE
        n <- length(ch); pos <- 1L
        while(pos <= n) {
            c <- ch[pos]
            if(c == "\n") escaped <- FALSE
            else if(c == "\\") escaped <- !escaped
            else if(escaped) escaped <- FALSE
            else if(c == "%") {
                while(pos <= n && ch[pos] != "\n") pos <- pos + 1L
                if(pos > n) break
            }
            else if(c == delim[2L]) {
                if(depth > 1L) depth <- depth - 1L
                else if(depth == 1L) return(c(start, pos - start + 1L))
                else if(same) { start <- pos; depth <- depth + 1L }
            }
            else if(c == delim[1L]) {
                if(depth == 0L) start <- pos
                depth <- depth + 1L
            }
            pos <- pos + 1L
        }
        c(-1L, -1L)
    }
    r <- vapply(x, one, integer(2L), USE.NAMES = FALSE)
    structure(as.integer(r[1L, ]), match.length = as.integer(r[2L, ]))
}

showNonASCII <- function(x) {
    asc <- iconv(x, "latin1", "ASCII")
    ind <- is.na(asc) | asc != x
    if(any(ind))
        message(paste0(which(ind), ": ", iconv(x[ind], "latin1", "ASCII", sub = "byte"),
                       collapse = "\n"), domain = NA)
    invisible(x[ind])
}

showNonASCIIfile <- function(file) showNonASCII(readLines(file, warn = FALSE))

.OStype <- function() Sys.getenv("R_OSTYPE", unset = .Platform$OS.type, names = FALSE)

.make_file_exts <- function(type = c("code", "data", "demo", "docs", "vignette")) {
    switch(type,
           code = c("R", "r", "S", "s", "q"),
           data = c("R", "r", "RData", "rdata", "rda", "tab", "txt", "TXT", "tab.gz", "txt.gz",
                    "tab.bz2", "txt.bz2", "tab.xz", "txt.xz", "csv", "CSV", "csv.gz", "csv.bz2", "csv.xz"),
           demo = c("R", "r"),
           docs = c("Rd", "rd", "Rd.gz", "rd.gz"),
           vignette = c(outer(c("R", "r", "S", "s"), c("nw", "tex"), paste0), "Rmd"))
}

list_files_with_exts <- function(dir, exts, all.files = FALSE, full.names = TRUE) {
    ## Return the paths or names of the files in @code{dir} with
    ## extension in @code{exts}.
    ## Might be in a zipped dir on Windows.
    if(file.exists(file.path(dir, "filelist")) &&
       any(file.exists(file.path(dir, c("Rdata.zip", "Rex.zip", "Rhelp.zip"))))) {
        files <- readLines(file.path(dir, "filelist"))
        if(!all.files) files <- grep("^[^.]", files, value = TRUE)
    } else {
        files <- list.files(dir, all.files = all.files)
    }
    ## does not cope with exts with '.' in.
    ## files <- files[sub(".*\\.", "", files) %in% exts]
    patt <- paste0("\\.(", paste(exts, collapse = "|"), ")$")
    files <- grep(patt, files, value = TRUE)
    if(full.names)
        files <- if(length(files)) file.path(dir, files) else character()
    files
}

list_files_with_type <- function(dir, type, all.files = FALSE, full.names = TRUE,
                                 OS_subdirs = .OStype()) {
    exts <- .make_file_exts(type)
    files <- list_files_with_exts(dir, exts, all.files = all.files, full.names = full.names)
    if(type %in% c("code", "docs")) {
        for(os in OS_subdirs) {
            os_dir <- file.path(dir, os)
            if(dir.exists(os_dir)) {
                os_files <- list_files_with_exts(os_dir, exts, all.files = all.files, full.names = FALSE)
                os_files <- file.path(if(full.names) os_dir else os, os_files)
                files <- c(files, os_files)
            }
        }
    }
    if(type %in% c("code", "docs")) { # only certain filenames are valid.
        files <- files[grep("^[ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789]",
                            basename(files))]
    }
    if(type %in% "demo") {           # only certain filenames are valid.
        files <- files[grep("^[ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz]", basename(files))]
    }
    files
}

# R's C ps_kill and ps_priority through the system's kill and renice, and /proc for the niceness
pskill <- function(pid, signal = SIGTERM) {
    pid <- as.integer(pid)
    signal <- as.integer(signal)
    ok <- vapply(pid, function(p)
        !is.na(p) && p > 0L && !is.na(signal) &&
            suppressWarnings(system2("kill", c(paste0("-", signal), p), stdout = FALSE, stderr = FALSE)) == 0L,
        NA)
    invisible(ok)
}

psnice <- function(pid = Sys.getpid(), value = NA_integer_) {
    pid <- as.integer(pid)
    value <- as.integer(value)
    nice <- function(p) {
        stat <- file.path("/proc", p, "stat")
        if(is.na(p) || p <= 0L || !file.exists(stat)) return(NA_integer_)
        line <- readLines(stat, warn = FALSE)[1L]
        fields <- strsplit(sub("^.*\\) ", "", line), " ")[[1L]]
        as.integer(fields[17L]) # the 19th field, counted after pid and comm
    }
    old <- vapply(pid, nice, NA_integer_)
    if(is.na(value)) return(old)
    for(p in pid[!is.na(old)])
        suppressWarnings(system2("renice", c("-n", value, "-p", p), stdout = FALSE, stderr = FALSE))
    invisible(old)
}
