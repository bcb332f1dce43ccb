# boxplot of infinite values: the boxes with an infinite side are not drawn (polygon breaks at
# non-finite vertices as R's) and infinite outliers are reported, as R's (argument fuzzing's findings).
pdf(NULL)
.try <- function(expr) withCallingHandlers(tryCatch(print(expr), error = function(e) cat("error:", conditionMessage(e), "\n")),
    warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
.box <- function(...) { z <- boxplot(...); print(z$stats); print(z$out); print(z$group) }
.try(.box(0, Inf))
.try(.box(Inf, -1L))
.try(.box(2.5, c(-1, 0, 1) / 0))
.try(.box(c(-1, 0, 1) / 0, 1e10, -Inf))
.try(.box(c(1, 2, 3, 4, 100, Inf, -Inf)))
.try(.box(list(a = c(1, 2, 3, Inf, Inf), b = c(5, 6, 7, -Inf, 1e6))))
.try(.box(c(1, 2, 3, 4, Inf), notch = TRUE))
.try(.box(NA, Inf, horizontal = TRUE))
plot(1:10)
.try(polygon(c(1, 2, Inf, 4, 5, 6), c(1, 2, 3, 4, 5, 7)))
.try(polygon(c(1, 2, 3, -Inf), c(1, 2, NA, 4), col = c("red", "blue")))
invisible(dev.off())
