# A gallery of R's base graphics: a dozen typical plots, each written to a PNG file.
# Usage: flashr examples/gallery.R [DIR]   (DIR defaults to a temporary directory; docs/gallery holds the committed ones)
args <- commandArgs(trailingOnly = TRUE)
dir <- if (length(args)) args[1L] else tempfile("gallery")
dir.create(dir, showWarnings = FALSE, recursive = TRUE)
shot <- function(name, draw) {
    png(file.path(dir, paste0(name, ".png")), width = 480, height = 400)
    draw()
    invisible(dev.off())
}
set.seed(42)
shot("01-scatter", function() {
    plot(mtcars$wt, mtcars$mpg, pch = 19, col = c("#DF536B", "#2297E6", "#61D04F")[factor(mtcars$cyl)],
         xlab = "Weight (1000 lbs)", ylab = "Miles per gallon", main = "mtcars: mpg against weight")
    abline(lm(mpg ~ wt, data = mtcars), lty = 2)
    legend("topright", legend = paste(c(4, 6, 8), "cylinders"), pch = 19, col = c("#DF536B", "#2297E6", "#61D04F"))
})
shot("02-histogram", function() {
    x <- rnorm(500, mean = 10, sd = 2)
    hist(x, freq = FALSE, col = "lightblue", main = "Histogram with a density estimate")
    lines(density(x), lwd = 2)
    curve(dnorm(x, 10, 2), add = TRUE, col = "red", lty = 2)
})
shot("03-barplot", function() {
    counts <- table(mtcars$gear, mtcars$cyl)
    barplot(counts, beside = TRUE, col = hcl.colors(3), legend.text = paste(rownames(counts), "gears"),
            xlab = "Cylinders", ylab = "Cars", main = "Cars by cylinders and gears")
})
shot("04-boxplot", function() {
    boxplot(len ~ dose, data = ToothGrowth, col = "lightgray", xlab = "Dose (mg/day)", ylab = "Tooth length",
            main = "ToothGrowth")
})
shot("05-lines", function() {
    matplot(1:12, cbind(sin(1:12 / 2), cos(1:12 / 2)), type = "b", pch = 1:2, col = 1:2, lty = 1:2,
            xlab = "t", ylab = "value", main = "matplot of two series")
    grid()
})
shot("06-pairs", function() pairs(iris[1:4], col = c("#DF536B", "#61D04F", "#2297E6")[iris$Species], pch = 20))
shot("07-image-contour", function() {
    image(volcano, col = hcl.colors(20, "YlOrRd", rev = TRUE), main = "Maunga Whau volcano")
    contour(volcano, add = TRUE, drawlabels = FALSE)
})
shot("08-persp", function() {
    x <- y <- seq(-3, 3, length.out = 30)
    z <- outer(x, y, function(a, b) exp(-(a^2 + b^2) / 2))
    persp(x, y, z, theta = 30, phi = 25, col = "lightblue", main = "A bivariate normal density")
})
shot("09-pie", function() pie(c(Apples = 30, Bananas = 20, Cherries = 15, Dates = 35), main = "pie"))
shot("10-lm-diagnostics", function() {
    par(mfrow = c(2, 2))
    plot(lm(mpg ~ wt + hp, data = mtcars))
})
shot("11-dendrogram", function() plot(hclust(dist(scale(USArrests[1:15, ]))), main = "hclust of USArrests"))
shot("12-engine-histogram", function() {
    # a million values in the engine: breaks and counts in engine passes, only the bins are drawn
    x <- fm.rnorm(1e6, 0, 1)
    h <- fm.hist(x, plot = FALSE)
    plot(h$breaks, h$counts, type = "h", lwd = 2, col = "steelblue", xlab = "x", ylab = "Frequency",
         main = "fm.hist of 1e6 normal values in the engine")
})
shot("13-layout-qq", function() {
    layout(matrix(c(1, 1, 2, 3), 2, byrow = TRUE))
    y <- rexp(200)
    plot(ecdf(y), main = "ecdf of exponential values")
    qqnorm(y)
    qqline(y, col = "red")
    stripchart(list(a = rnorm(20), b = rnorm(20, 1)), method = "jitter", pch = 19, col = 2:3, main = "stripchart")
})
shot("14-engine-hist-boxplot", function() {
    # ten million values in the engine: hist's breaks and counts, boxplot's five numbers (exact order
    # statistics) and outliers, density's bins and a sampled scatter all come from engine passes
    x <- exp(fm.rnorm(1e7, 0, 0.5))
    par(mfrow = c(2, 2))
    hist(x, col = "lightblue", density = 20, angle = 60, main = "hist of 1e7 engine values")
    boxplot(x, horizontal = TRUE, col = "bisque", main = "boxplot of the same vector")
    plot(density(x), main = expression(paste("density, ", hat(f)[h](x), " with ", h == bw.nrd0)))
    plot(x, x^2 / 2, pch = ".", xlab = expression(x), ylab = expression(frac(x^2, 2)),
         main = expression(paste("a sample of ", 10^5, " of ", 10^7, " points")))
})
cat("gallery written to", dir, "\n")
