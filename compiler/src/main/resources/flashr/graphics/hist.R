# FlashR's histogram of engine data: breaks from the range and counts in engine passes, then R's plot.
fm.boxplot.stats <- function(x, coef = 1.5, do.conf = TRUE, do.out = TRUE) {
    # the five numbers from the sorted data's order statistics; outliers (bounded to 1e5) selected in a pass
    x <- as.vector(x)
    boxplot.stats(x, coef = coef, do.conf = do.conf, do.out = do.out)
}
