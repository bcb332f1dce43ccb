# base/files.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# File functions R writes in R over its internals: file.size/file.mtime/file.mode, file.copy,
# file.symlink, Sys.chmod, Sys.umask, Sys.setFileTime, Sys.glob, nullfile, and the octmode class
# that file modes are.

file.size <- function(...) file.info(..., extra_cols = FALSE)$size

file.mtime <- function(...) file.info(..., extra_cols = FALSE)$mtime

file.mode <- function(...) file.info(..., extra_cols = FALSE)$mode

nullfile <- function() "/dev/null"

file.copy <- function(from, to, overwrite = recursive, recursive = FALSE,
                      copy.mode = TRUE, copy.date = FALSE) {
    if (!(nf <- length(from))) return(logical())
    if (!(nt <- length(to))) stop("no files to copy to")
    if (nt == 1 && dir.exists(to)) {
        if (recursive && to %in% from) stop("attempt to copy a directory to itself")
        return(.file_copy_into(from, to, overwrite, recursive, copy.mode, copy.date))
    } else if (nf > nt) stop("more 'from' files than 'to' files")
    else if (recursive)
        warning("'recursive' will be ignored as 'to' is not a single existing directory")
    if (nt > nf) from <- rep_len(from, length.out = nt)
    okay <- file.exists(from)
    if (!overwrite) okay[file.exists(to)] <- FALSE
    else {
        dirtofile <- dir.exists(from[okay]) & file.exists(to[okay]) & !dir.exists(to[okay])
        if (any(dirtofile)) {
            warning("cannot overwrite a non-directory with a directory")
            okay[okay] <- !dirtofile
        }
    }
    if (any(from[okay] %in% to[okay])) stop("file can not be copied both 'from' and 'to'")
    if (any(okay)) {
        # R creates the file and appends to it; here each copy is written whole or not at all
        okay[okay] <- .file_copy_pairs(from[okay], to[okay])
        if (any(okay) && (copy.mode || copy.date)) {
            fi <- file.info(from[okay], extra_cols = FALSE)
            if (copy.mode) Sys.chmod(to[okay], fi$mode, TRUE)
            if (copy.date) Sys.setFileTime(to[okay], fi$mtime)
        }
    }
    okay
}

file.symlink <- function(from, to) {
    if (!(length(from))) stop("no files to link from")
    if (!(nt <- length(to))) stop("no files/directory to link to")
    if (nt == 1 && file.exists(to) && file.info(to, extra_cols = FALSE)$isdir)
        to <- file.path(to, basename(from))
    .file_symlink(from, to)
}

Sys.chmod <- function(paths, mode = "0777", use_umask = TRUE)
    .Sys_chmod(paths, as.octmode(mode), use_umask)

Sys.umask <- function(mode = NA)
    .Sys_umask(if (is.na(mode)) NA_integer_ else as.octmode(mode))

Sys.setFileTime <- function(path, time) {
    if (!is.character(path)) stop("invalid 'path' argument")
    time <- as.POSIXct(time)
    if (anyNA(time)) stop("invalid 'time' argument")
    invisible(.Sys_setFileTime(path, time))
}

Sys.glob <- function(paths, dirmark = FALSE) .Sys_glob(path.expand(paths), dirmark)

as.octmode <- function(x) {
    if (inherits(x, "octmode")) return(x)
    if (is.double(x) && all(is.na(x) | x == as.integer(x))) x <- as.integer(x)
    if (is.integer(x)) return(structure(x, class = "octmode"))
    if (is.character(x)) {
        z <- strtoi(x, 8L)
        if (!any(is.na(z) | z < 0)) return(structure(z, class = "octmode"))
    }
    stop("'x' cannot be coerced to class \"octmode\"")
}

format.octmode <- function(x, width = NULL, ...) {
    isna <- is.na(x)
    y <- as.integer(x[!isna])
    fmt <- if (!is.null(width)) paste0("%0", width, "o") else "%o"
    ans <- rep.int(NA_character_, length(x))
    ans0 <- sprintf(fmt, y)
    if (is.null(width) && length(y) > 1L) {
        nc <- max(nchar(ans0))
        ans0 <- sprintf(paste0("%0", nc, "o"), y)
    }
    ans[!isna] <- ans0
    dim(ans) <- dim(x)
    dimnames(ans) <- dimnames(x)
    names(ans) <- names(x)
    ans
}

as.character.octmode <- function(x, ...) {
    ans <- rep_len(NA_character_, length(x))
    notNA <- !is.na(x)
    ans[notNA] <- sprintf("%o", as.integer(x[notNA]))
    dim(ans) <- dim(x)
    dimnames(ans) <- dimnames(x)
    names(ans) <- names(x)
    ans
}

print.octmode <- function(x, ...) {
    print(format(x), ...)
    invisible(x)
}

`[.octmode` <- function(x, i) {
    cl <- oldClass(x)
    y <- NextMethod("[")
    oldClass(y) <- cl
    y
}

`!.octmode` <- function(a) as.octmode(bitwNot(as.octmode(a)))

`&.octmode` <- function(a, b) as.octmode(bitwAnd(as.octmode(a), as.octmode(b)))

`|.octmode` <- function(a, b) as.octmode(bitwOr(as.octmode(a), as.octmode(b)))
