# The functions of R's tools package that scripts use on their own (tools::file_ext and friends),
# as R 4.2 writes them; tools' other functions serve package building and are not provided.

file_ext <- function(x) {
    pos <- regexpr("\\.([[:alnum:]]+)$", x)
    ifelse(pos > -1L, substring(x, pos + 1L), "")
}

file_path_sans_ext <- function(x, compression = FALSE) {
    if (compression)
        x <- sub("[.](gz|bz2|xz)$", "", x)
    sub("([^.]+)\\.[[:alnum:]]+$", "\\1", x)
}

file_path_as_absolute <- function(x) {
    if (length(x) != 1L)
        stop("'x' must be a single character string")
    if (!file.exists(epf <- path.expand(x)))
        stop(gettextf("file '%s' does not exist", x), domain = NA)
    normalizePath(epf, "/", TRUE)
}

md5sum <- function(files) {
    files <- path.expand(files)
    structure(.md5sum(files), names = files)
}
