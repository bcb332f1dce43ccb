# FlashR/table.R: part of R's FlashR package as flashr defines it, bound lazily in the base namespace.
#
# FlashR's fm.table and fm.hist, written in R over the
# engine's grouping by value (fm.sgroupby with count). FlashR's table is an object of a
# formal class with slots val (the distinct values, sorted) and Freq (their
# counts), both FlashR vectors; here its slots are attributes read with @ (see
# IndexSlots), it prints as R shows such an object, as.vector gives the counts and
# as.data.frame the list of both slots, as in FlashR. fm.hist counts the values
# in 100 even bins or in bins of powers of exp.base; flashr has no graphics device, so it
# returns the counts rather than plotting them.

fm.table <- function(x) {
    groups <- fm.sgroupby(x, fm.bo.count)
    structure(list(), val = groups$val, Freq = groups$agg, class = structure("fm.table", package = "FlashR"))
}
as.vector.fm.table <- function(x, mode = "any") x@Freq
as.data.frame.fm.table <- function(x, row.names = NULL, optional = FALSE, ...) list(val = x@val, Freq = x@Freq)
print.fm.table <- function(x, ...) {
    cat("An object of class \"fm.table\"\n")
    for (slot in c("val", "Freq")) {
        cat("Slot \"", slot, "\":\n", sep = "")
        print(attr(x, slot))
        cat("\n")
    }
    invisible(x)
}
fm.hist <- function(x, breaks = c("even", "exp"), exp.base = 2, plot = TRUE, plot.file = "", log = "",
                    xlab = NULL, ylab = NULL) {
    breaks <- match.arg(breaks)
    if (breaks == "exp") {
        x <- ifelse(x > 0, floor(log(x, exp.base)), 0)
    } else {
        r <- range(x)
        size <- (r[2] - r[1]) / 100
        x <- floor(x / size)
    }
    tbl <- fm.table(x)
    vals <- fm.conv.FM2R(tbl@val)
    result <- list(breaks = if (breaks == "exp") exp.base^vals else vals * size,
                   counts = fm.conv.FM2R(tbl@Freq))
    if (!plot) return(result)
    warning("flashr has no graphics device: the histogram is returned, not plotted")
    invisible(result)
}
