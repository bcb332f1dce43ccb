# utils/object-size.R: part of R's utils package as flashr defines it, bound lazily in the base namespace.
#
# Builtins about memory: object.size (R's byte counts, ObjectSizes) with its
# format and print methods, and gc, which collects the Java heap and reports it the way
# R's gc does. flashr has no cons cells: the Ncells row is 0, and the Vcells row counts the Java
# heap in 8-byte cells (used now, the heap's current size as the trigger, the peak).

object.size <- function(x) structure(.objectsize(x), class = "object_size")
format.object_size <- function(x, units = "b", standard = "auto", digits = 1L, ...) {
    bases <- c(legacy = 1024, IEC = 1024, SI = 1000)
    unit.names <- list(
        SI = c("B", "kB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB", "RB", "QB"),
        IEC = c("B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB", "ZiB", "YiB", "RiB", "QiB"),
        legacy = c("b", "Kb", "Mb", "Gb", "Tb", "Pb"),
        LEGACY = c("B", "KB", "MB", "GB", "TB", "PB"))
    units <- match.arg(units, c("auto", unique(unlist(unit.names, use.names = FALSE))))
    standard <- match.arg(standard, c("auto", names(bases)))
    if (standard == "auto") {
        # the unit's spelling tells the standard; legacy unless it ends in iB
        standard <- "legacy"
        if (units != "auto") {
            if (endsWith(units, "iB")) standard <- "IEC"
            else if (units == "kB") stop("For SI units, specify 'standard = \"SI\"'")
        }
    }
    base <- bases[[standard]]
    known <- unit.names[[standard]]
    power <- if (units == "auto") {
        if (x <= 0) 0L else min(as.integer(log(x, base = base)), length(known) - 1L)
    } else {
        p <- match(toupper(units), toupper(known)) - 1L
        if (is.na(p)) stop(gettextf("Unit \"%s\" is not part of standard \"%s\"", sQuote(units), sQuote(standard)))
        p
    }
    unit <- if (power == 0 && standard == "legacy") "bytes" else known[power + 1L]
    paste(round(x / base^power, digits = digits), unit)
}
print.object_size <- function(x, quote = FALSE, units = "b", standard = "auto", digits = 1L, ...) {
    y <- format.object_size(x, units = units, standard = standard, digits = digits)
    if (quote) print.default(y, ...) else cat(y, "\n", sep = "")
    invisible(x)
}
gc <- function(verbose = FALSE, reset = FALSE, full = TRUE) {
    cells <- .gcinfo(reset)
    mb <- round(cells * 8 / 2^20, 1)
    res <- cbind(cells[, 1L], mb[, 1L], cells[, 2L], mb[, 2L], cells[, 3L], mb[, 3L])
    dimnames(res) <- list(c("Ncells", "Vcells"), c("used", "(Mb)", "gc trigger", "(Mb)", "max used", "(Mb)"))
    res
}
