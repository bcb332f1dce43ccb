# The plot regions dotchart and stripchart set up: R's group axis (1..n, widened for jitter and
# stacks, not at's range), dotchart's rows axis without extension, its left margin and title line
f <- tempfile(fileext = ".png")
png(f)
set.seed(1)
stripchart(list(1:3, 4:5)); print(par("usr"))
stripchart(list(a = c(1, 1, 2), b = c(3, 3, 3)), method = "stack"); print(par("usr"))
stripchart(c(1, 2, 2), method = "stack", vertical = TRUE); print(par("usr"))
stripchart(c(1, NA, 4), method = "jitter"); print(par("usr"))
stripchart(list(1:3, 2:4, 5), method = "jitter", at = c(2, 4, 6)); print(par("usr"))
stripchart(len ~ dose, data = ToothGrowth, vertical = TRUE); print(par("usr"))
print(tryCatch(stripchart(1:3, method = "x"), error = conditionMessage))
print(tryCatch(stripchart(list(1, 2), at = 1), error = conditionMessage))
dotchart(c(a = 3, b = 1, c = 2)); print(par("usr")); print(par("yaxs")); print(par("cex"))
m <- matrix(c(11.7, 18.1, 26.9, 41, 66, 8.7, 11.7, 20.3, 30.9, 54.3), 5,
            dimnames = list(c("50-54", "55-59", "60-64", "65-69", "70-74"), c("Rural Male", "Rural Female")))
dotchart(m); print(par("usr"))
dotchart(matrix(1:4, 2)); print(par("usr"))
dotchart(c(5, 2, 8, 1), labels = c("w", "x", "y", "z"), groups = factor(c("g1", "g2", "g1", "g2")), gdata = c(6, 1.5),
         ylab = "rows", main = "m")
print(par("usr")); print(round(par("mai"), 4)); print(par("mgp"))
invisible(dev.off())
unlink(f)
