# utils/archives.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# zip (R's: the external zip program), unzip (the internal method .unzip_internal, else the
# external unzip as R runs it), tar and untar (the internal methods .tar_internal and
# .untar_internal, else the external tar as R runs it).

zip <- function(zipfile, files, flags = "-r9X", extras = "", zip = Sys.getenv("R_ZIPCMD", "zip")) {
    if (missing(flags) && (!is.character(files) || !length(files)))
        stop("'files' must be a character vector specifying one or more filepaths")
    if (!is.character(zip) || length(zip) != 1L || !nzchar(zip))
        stop("argument 'zip' must be a non-empty character string")
    args <- c(flags, shQuote(path.expand(zipfile)), shQuote(files), extras)
    if (sum(nchar(c(args, Sys.getenv()))) + length(args) > 8000) {
        args <- c(flags, "-@", shQuote(path.expand(zipfile)), extras)
        input <- files
    } else input <- NULL
    invisible(system2(zip, args, input = input))
}

unzip <- function(zipfile, files = NULL, list = FALSE, overwrite = TRUE, junkpaths = FALSE,
                  exdir = ".", unzip = "internal", setTimes = FALSE) {
    if (identical(unzip, "internal")) {
        if (!list && !missing(exdir)) dir.create(exdir, showWarnings = FALSE, recursive = TRUE)
        res <- .unzip_internal(zipfile, files, exdir, list, overwrite, junkpaths, setTimes)
        if (list) {
            dates <- as.POSIXct(res[[3]], "%Y-%m-%d %H:%M", tz = "UTC")
            data.frame(Name = res[[1]], Length = res[[2]], Date = dates, stringsAsFactors = FALSE)
        } else invisible(attr(res, "extracted"))
    } else {
        if (!is.character(unzip) || length(unzip) != 1L || !nzchar(unzip))
            stop("'unzip' must be a single character string")
        zipfile <- path.expand(zipfile)
        if (list) {
            res <- system2(unzip, c("-ql", shQuote(zipfile)), stdout = TRUE, env = c("TZ=UTC"))
            l <- length(res)
            res2 <- res[-c(2, l - 1, l)]
            res3 <- gsub(" *([^ ]+) +([^ ]+) +([^ ]+) +(.*)", "\\1 \\2 \\3 \"\\4\"", res2)
            con <- textConnection(res3)
            on.exit(close(con))
            z <- read.table(con, header = TRUE, as.is = TRUE)
            dt <- paste(z$Date, z$Time)
            formats <- if (max(nchar(z$Date) > 8)) c("%Y-%m-%d", "%d-%m-%Y", "%m-%d-%Y")
                       else c("%m-%d-%y", "%d-%m-%y", "%y-%m-%d")
            slash <- any(grepl("/", z$Date))
            if (slash) formats <- gsub("-", "/", formats, fixed = TRUE)
            formats <- paste(formats, "%H:%M")
            for (f in formats) {
                zz <- as.POSIXct(dt, tz = "UTC", format = f)
                if (all(!is.na(zz))) break
            }
            z[, "Date"] <- zz
            z[c("Name", "Length", "Date")]
        } else {
            args <- character()
            if (junkpaths) args <- c(args, "-j")
            if (overwrite) args <- c(args, "-oq", shQuote(zipfile))
            else args <- c(args, "-nq", shQuote(zipfile))
            if (length(files)) args <- c(args, shQuote(files))
            if (exdir != ".") args <- c(args, "-d", shQuote(exdir))
            system2(unzip, args, stdout = NULL, stderr = NULL)
            invisible(NULL)
        }
    }
}

tar <- function(tarfile, files = NULL, compression = c("none", "gzip", "bzip2", "xz"),
                compression_level = 6, tar = Sys.getenv("tar"), extra_flags = "") {
    if (!is.character(tarfile)) stop("'tarfile' must be a character string or a connection")
    compression <- match.arg(compression)
    if (nzchar(tar) && tar != "internal") {
        if (is.null(files)) {
            files <- list.files(all.files = TRUE, full.names = TRUE, include.dirs = TRUE)
            files <- setdiff(files, c("./.", "./.."))
        }
        flags <- switch(compression, none = "-cf", gzip = "-zcf", bzip2 = "-jcf", xz = "-Jcf")
        if (is.null(extra_flags)) extra_flags <- ""
        cmd <- paste(tar, extra_flags, flags, shQuote(tarfile), paste(shQuote(files), collapse = " "))
        return(invisible(system(cmd)))
    }
    if (is.null(files)) files <- "."
    isd <- dir.exists(files)
    files <- c(list.files(files[isd], recursive = TRUE, all.files = TRUE, full.names = TRUE,
                          include.dirs = TRUE), files[!isd])
    invisible(.tar_internal(tarfile, files, compression, as.integer(compression_level)))
}

untar <- function(tarfile, files = NULL, list = FALSE, exdir = ".", compressed = NA, extras = NULL,
                  verbose = FALSE, restore_times = TRUE,
                  support_old_tars = Sys.getenv("R_SUPPORT_OLD_TARS", FALSE), tar = Sys.getenv("TAR")) {
    if (!(is.character(tarfile) && length(tarfile) == 1L)) stop("invalid 'tarfile' argument")
    if (identical(tar, "internal") || !nzchar(tar)) {
        if (identical(tar, "internal") && !missing(compressed))
            warning("argument 'compressed' is ignored for the internal method")
        if (!file.exists(tarfile)) {
            con <- gzfile(path.expand(tarfile), "rb") # R's untar2 opens it so: its warning and error
            close(con)
        }
        return(.untar_internal(tarfile, files, list, exdir, restore_times))
    }
    tarfile <- path.expand(tarfile)
    cflag <- ""
    if (!missing(compressed)) warning("untar(compressed=) is deprecated", call. = FALSE, domain = NA)
    if (is.character(compressed)) {
        cflag <- switch(match.arg(compressed, c("gzip", "bzip2", "xz")), gzip = "z", bzip2 = "j", xz = "J")
    } else if (is.logical(compressed)) {
        if (isTRUE(compressed)) cflag <- "z"
    } else stop("'compressed' must be logical or character")
    if (list) {
        cmd <- paste0(tar, " -", cflag, "tf ", shQuote(tarfile))
        if (length(extras)) cmd <- paste(cmd, extras, collapse = " ")
        if (verbose) message("untar: using cmd = ", sQuote(cmd), domain = NA)
        system(cmd, intern = TRUE)
    } else {
        if (!restore_times) cflag <- paste0(cflag, "m")
        cmd <- paste0(tar, " -", cflag, "xf ", shQuote(tarfile))
        if (!missing(exdir)) {
            if (!dir.exists(exdir)) {
                if (!dir.create(exdir, showWarnings = TRUE, recursive = TRUE))
                    stop(gettextf("failed to create directory %s", sQuote(exdir)), domain = NA)
            }
            cmd <- paste(cmd, "-C", shQuote(exdir))
        }
        if (length(extras)) cmd <- paste(cmd, extras, collapse = " ")
        if (length(files)) cmd <- paste(cmd, paste(shQuote(files), collapse = " "))
        if (verbose) message("untar: using cmd = ", sQuote(cmd), domain = NA)
        res <- system(cmd)
        if (res) warning(sQuote(cmd), " returned error code ", res, domain = NA)
        invisible(res)
    }
}
