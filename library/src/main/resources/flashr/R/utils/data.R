# utils/data.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# The data sets of R's datasets package that scripts and examples use (mtcars, iris, cars,
# airquality, ...): each is bound lazily and read, on first use of its name, from the R data file
# that GNU R wrote for it (resources flashr/datasets, make.R there lists them), so a
# script pays nothing for the ones it does not use and gets R's exact values and attributes.

data <- function(..., list = character(), package = NULL, lib.loc = NULL, verbose = FALSE,
                 envir = .GlobalEnv, overwrite = TRUE) {
    names <- c(vapply(as.list(substitute(list(...)))[-1L], as.character, ""), list)
    for (name in names) {
        if (!(name %in% .dataset_names())) {
            warning(gettextf("data set %s not found", sQuote(name)))
            next
        }
        if (overwrite || !exists(name, envir = envir, inherits = FALSE))
            assign(name, get(name, envir = baseenv()), envir = envir)
    }
    invisible(names)
}
