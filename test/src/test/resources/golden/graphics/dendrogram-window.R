# The y range of plot(hclust): room below the tree for the leaf labels (R's C_dendwindow); par("usr") after
# pairs() and heatmap(); row() and col() as factors
f <- tempfile(fileext = ".png")
png(f)
hc <- hclust(dist(c(1, 2, 4, 8, 16)), "average")
nolab <- rep(NA_character_, 5)
plot(hc, labels = nolab); print(par("usr"))
plot(hc, labels = nolab, hang = 0.5); print(par("usr"))
plot(hc, labels = nolab, hang = -1); print(par("usr"))
hc3 <- hclust(dist(c(0, 1, 3)))
plot(hc3, labels = rep(NA_character_, 3)); print(par("usr"))
# with labels the window depends on their widths in inches: check it against R's formula
window <- function(hc, labels, hang, cex = 1) {
    h <- hc$height; pin <- par("pin")[2L]
    ll <- ifelse(is.na(labels), 0, strwidth(labels, "inches", cex = cex) + strwidth("m", "inches", cex = cex))
    leafh <- numeric(length(labels)); m <- hc$merge
    leafh[-m[m < 0]] <- h[row(m)[m < 0]]
    yrange <- if (hang >= 0) (1 + hang) * (max(h) - min(h)) else max(h)
    depth <- if (hang >= 0) (max(h) - leafh) / yrange * pin + ll else pin + ll
    ymin <- max(h) - pin / (pin - ll[which.max(depth)]) * yrange
    c(ymin, max(h)) + c(-1, 1) * 0.04 * (max(h) - ymin)
}
labs <- c("a", "bb", "ccc", "dddd", NA)
plot(hc, labels = labs); print(all.equal(par("usr")[3:4], window(hc, labs, 0.1)))
plot(hc, labels = labs, hang = -1); print(all.equal(par("usr")[3:4], window(hc, labs, -1)))
plot(hc, labels = FALSE, cex = 2); print(all.equal(par("usr")[3:4], window(hc, character(5), 0.1, 2)))
us <- hclust(dist(USArrests[1:10, ]))
plot(us); print(all.equal(par("usr")[3:4], window(us, rownames(USArrests)[1:10], 0.1)))
print(par("usr")[1:2])
r <- tryCatch(plot(hclust(dist(1:2))), error = conditionMessage); print(r)
pairs(iris[1:4]); print(par("usr")); print(par("mfrow"))
pairs(iris[1:3], row1attop = FALSE); print(par("usr"))
plot(1:10); heatmap(as.matrix(mtcars[1:8, 1:5])); print(par("usr")); print(par("mfrow"))
invisible(dev.off())
m <- matrix(1:6, 2)
print(col(m, as.factor = TRUE)); print(row(m, as.factor = TRUE))
print(attributes(row(m, as.factor = TRUE)))
dimnames(m) <- list(c("a", "b"), c("x", "y", "z"))
print(col(m, as.factor = TRUE)); print(row(m, as.factor = TRUE))
print(row(matrix(1:4, 2, dimnames = list(c("a", "a"), NULL)), as.factor = TRUE))
print(row(matrix(0, 0, 2), as.factor = TRUE)); print(col(matrix(0, 3, 0), as.factor = TRUE))
print(levels(col(matrix(0, 1, 12), as.factor = TRUE)))
print(col(m, as.factor = FALSE))
