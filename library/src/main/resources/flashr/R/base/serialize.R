# base/serialize.R: part of R's base package as flashr defines it, bound lazily in the base namespace.
#
# saveRDS/readRDS and save/load in R's own file formats (flashr.rds): files GNU R
# writes are read here and the other way round. Written gzip-compressed (R's default) or plain,
# always atomically (a temporary file beside the target, moved over it when complete); read
# plain or gzip-compressed (bzip2 and xz, which R can also write, are refused clearly).

save <- function(..., list = character(), file = stop("'file' must be specified"), ascii = FALSE,
                 version = NULL, envir = parent.frame(), compress = isTRUE(!ascii), compression_level,
                 eval.promises = TRUE, precheck = TRUE) {
    names <- as.character(substitute(list(...)))[-1L]
    list <- c(list, names)
    if (precheck) {
        ok <- vapply(list, exists, NA, envir = envir)
        if (!all(ok)) {
            n <- sum(!ok)
            stop(sprintf(ngettext(n, "object %s not found", "objects %s not found"),
                         paste(sQuote(list[!ok]), collapse = ", ")))
        }
    }
    .saveBindings(list, file, envir, compress)
}
load <- function(file, envir = parent.frame(), verbose = FALSE) invisible(.loadBindings(file, envir))
