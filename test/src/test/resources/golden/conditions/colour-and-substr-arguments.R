# rgb, gray and substr<- with awkward arguments give R's values and R's errors (argument fuzzing's findings).
.try <- function(expr) withCallingHandlers(tryCatch(print(expr), error = function(e) cat("error:", conditionMessage(e), "\n")),
    warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
# rgb: components coerced as R's C code does (to integer with maxColorValue = 255), checked in order
.try(rgb("", "", NA)); .try(rgb(0, 0, NULL)); .try(rgb(0, 0, quote(x + 1))); .try(rgb(0, 0, sum))
.try(rgb(0, 0, function(x) x)); .try(rgb(0, 0, new.env())); .try(rgb(0, 0, y ~ x)); .try(rgb(0, 0, array(1:24, 2:4)))
.try(rgb(0, 0, 0, sum)); .try(rgb(0, 0, 0, NULL)); .try(rgb(0, 0, 0, integer(0))); .try(rgb(0, 0, 0, list()))
.try(rgb(0, 0, 0, maxColorValue = sum)); .try(rgb(0, 0, 0, maxColorValue = NA)); .try(rgb(0, 0, 0, maxColorValue = 0))
.try(rgb(0, 0, 0, maxColorValue = "a")); .try(rgb(1:3, 0, 0, maxColorValue = 1:2))
.try(rgb(1:2, 0, 0, maxColorValue = 255, names = "a")); .try(rgb(1:2, 0, 0, maxColorValue = 255, names = c("a", "b")))
.try(rgb(1:3, 0, 0, names = sum, maxColorValue = 255)); .try(rgb(c(a = 1, b = 0), 0, 0))
.try(rgb(1, 0, 0, maxColorValue = 255, alpha = sum)); .try(rgb(1, 0, 0, maxColorValue = 255, alpha = NA))
.try(rgb(0, 0, 0, -1L, maxColorValue = 255)); .try(rgb(300, 0, 0, maxColorValue = 255)); .try(rgb(1.7, 0, 0, maxColorValue = 255))
.try(rgb(1e10, 0, 0, maxColorValue = 255)); .try(rgb(1e10, 0, 0)); .try(rgb(NaN, 0, 0)); .try(rgb(0, 0, 0, NaN))
.try(rgb(list(1, 0.5), 0, 0)); .try(rgb(list(1, "a", NULL), 0, 0)); .try(rgb(factor(c("a", "b")), 0, 0, maxColorValue = 255))
.try(rgb(-1, 0, 0)); .try(rgb(0.5, 0, 0, maxColorValue = 2)); .try(rgb(3, 0, 0, maxColorValue = 2)); .try(rgb(0, 0, 0, 0.5, maxColorValue = 2))
.try(rgb(data.frame(a = 1:2, b = c(0, 1), c = 0), maxColorValue = 255)); .try(rgb(matrix(c(1, NA, 3, 4), 2)))
# gray: levels in [0, 1]; alpha recycled with the levels
.try(gray(numeric(0), 0.5)); .try(grey(c(0.1, 0.2), c(0.5, 0.6, 0.7))); .try(grey(0.5, sum)); .try(grey(sum))
.try(grey(0.5, NA)); .try(grey(0.5, 2)); .try(grey(NA)); .try(gray(c(0, 0.5, 1), 0.25))
# substr<-: start and stop as integers, then a character x, non-empty start, stop and value
.try(`substr<-`("abc", 1, 2)); .try(`substr<-`("abc", 1)); .try(`substr<-`(NA, 1, 2, "a"))
.try(`substr<-`(list(1, "a", NULL), 1, 2, "zz")); .try(`substr<-`("abc", integer(0), 2, "zz")); .try(`substr<-`("abc", 1, NULL, "zz"))
.try(`substr<-`("abc", 1, 2, list("a"))); .try(`substr<-`("abc", sum, 2, "zz")); .try(`substr<-`("abc", NA, 2, "zz"))
.try(`substr<-`(character(0), 1, 2, "zz")); .try(`substr<-`(character(0), integer(0), 2, 1)); .try(`substr<-`("abc", 1, 2, character(0)))
.try(`substr<-`("abc", 1, 2, 12)); .try(`substr<-`(sum, 1, 2, "a")); .try(`substr<-`(factor("a"), 1, 2, "b"))
.try(`substr<-`(c(a = "abc", b = NA), 2, 3, c("XY", "Z"))); .try(`substr<-`("abc", "2", 1e10, "XY")); .try(`substr<-`("abc", quote(x), 2, "XY"))
x <- c("abcdef", "ghij"); substr(x, 2, 3) <- c("12", NA); print(x)
