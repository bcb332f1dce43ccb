# FlashR/table.R: part of R's FlashR package as flashr defines it, bound lazily in the base namespace.
#
# FlashR's fm.table and fm.hist, written in R over the
# engine's grouping by value (fm.sgroupby with count). FlashR's table is an object of a
# formal class with slots val (the distinct values, sorted) and Freq (their
# counts), both FlashR vectors; here its slots are attributes read with @ (see
# IndexSlots), it prints as R shows such an object, as.vector gives the counts and
# as.data.frame the list of both slots, as in FlashR. fm.hist counts the values
# in 100 even bins or in bins of powers of exp.base; plot = TRUE draws the bins' counts
# (to plot.file, a PNG, when given) and returns them invisibly.

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
    # the counts were computed in engine passes; only the bins reach the device
    if (nzchar(plot.file)) {
        png(plot.file)
        on.exit(dev.off())
    }
    plot(result$breaks, result$counts, type = "h", lwd = 2, log = log,
         xlab = if (is.null(xlab)) "x" else xlab, ylab = if (is.null(ylab)) "Frequency" else ylab)
    invisible(result)
}
fm.heatmap <- function(coo1, num.slots, logval = FALSE, plot = TRUE, plot.file = "", plot.format = "pdf") {
    # FlashR's two-dimensional histogram: the points (the first two columns of coo1) counted in square
    # cells of side 1/num.slots. Each point's cell code and the codes' counts come from engine passes
    # (fm.table); only the counts come back, as a matrix with a row per y cell and a column per x cell
    # named by the cells' lower ends, drawn as a heatmap of the cells as they lie (no reordering).
    bx <- floor(coo1[, 1] * num.slots)
    by <- floor(coo1[, 2] * num.slots)
    rx <- as.vector(range(bx))
    ry <- as.vector(range(by))
    nx <- rx[2L] - rx[1L] + 1
    ny <- ry[2L] - ry[1L] + 1
    tbl <- fm.table((bx - rx[1L]) * ny + (by - ry[1L]))
    counts <- numeric(nx * ny)
    counts[fm.conv.FM2R(tbl@val) + 1] <- fm.conv.FM2R(tbl@Freq)
    data <- matrix(counts, ny, nx, dimnames = list(as.character(seq(ry[1L], ry[2L]) / num.slots),
                                                   as.character(seq(rx[1L], rx[2L]) / num.slots)))
    if (!plot) return(data)
    if (nzchar(plot.file)) {
        switch(plot.format, pdf = pdf(plot.file), jpg = , jpeg = jpeg(plot.file), png = png(plot.file),
               stop("plot.format must be \"pdf\", \"jpg\" or \"png\""))
        on.exit(dev.off())
    }
    heatmap(if (logval) ifelse(data > 0, log(data), 0) else data, Rowv = NA, Colv = NA, scale = "none")
    invisible(data)
}
