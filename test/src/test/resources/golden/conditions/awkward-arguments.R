# Builtins called with awkward arguments give R's values and R's errors (argument fuzzing's findings).
.try <- function(expr) withCallingHandlers(tryCatch(print(expr), error = function(e) cat("error:", conditionMessage(e), "\n")),
    warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
# colours
.try(hsv(NA)); .try(hsv(NULL)); .try(hsv("a")); .try(hsv(2)); .try(hsv(Inf)); .try(hsv(list(0.5)))
.try(hsv(0.5, alpha = NA)); .try(hsv(0.5, alpha = 2)); .try(hsv(0.5, alpha = numeric(0))); .try(hsv(c(0, 0.5), 1, 1, alpha = 0.5))
.try(hcl(NA)); .try(hcl(NULL)); .try(hcl(1, -1)); .try(hcl(1, 1, 101)); .try(hcl(0.5, alpha = NaN)); .try(hcl(NA, alpha = 0.5))
.try(hcl(1, 300, 50, fixup = FALSE)); .try(hcl(1, 300, 50, fixup = NA)); .try(hcl(quote(x + 1))); .try(hcl(new.env()))
.try(gray(NA)); .try(gray(NULL)); .try(gray("a")); .try(gray(list(0.5, 1))); .try(gray(0.5, alpha = NaN)); .try(gray(0.5, alpha = 2.5))
.try(gray(sum)); .try(gray(matrix(0.25, 2, 2)))
# reading files
.try(read.csv(NULL)); .try(read.delim(NA)); .try(read.table(c("a", "b"))); .try(read.table(sum))
# evaluation
.try(evalq()); .try(evalq(1, NULL)); .try(evalq(1, NA)); .try(bquote(NULL))
.try(`if`()); .try(`if`(TRUE)); .try(`if`(FALSE)); .try(`if`(TRUE, 1, 2, 3)); .try(`if`(NULL, 1)); .try(`if`("a", 1))
.try(`(`()); .try(`(`(1, 2)); .try(`&&`()); .try(`&&`(TRUE)); .try(`||`(FALSE, NA, 3)); .try(`&&`(NULL, TRUE))
.try(`&&`(TRUE, character(0))); .try("TRUE" && TRUE); .try(factor("a") && TRUE); .try(TRUE && 1i); .try(logical(0) && TRUE)
.try(`while`()); .try(`while`(FALSE)); .try(`for`()); .try(`repeat`()); .try(`function`()); .try(`<-`(x)); .try(`<-`(x, 1, 2))
print(withVisible(invisible(3))); print(withVisible(x <- 2)); print(withVisible(5)); print(withVisible(`if`(FALSE)))
.try(delayedAssign(NA)); .try(delayedAssign(NULL)); .try(delayedAssign("")); .try(delayedAssign("a", 1, NULL)); .try(delayedAssign("b", 1, 1))
delayedAssign("lazy", {cat("forced\n"); 7}); cat("before\n"); print(lazy)
# strings, files, dates
.try(intToUtf8(0x110000)); .try(intToUtf8(c(0xD800, 0xDC00))); .try(intToUtf8(c(0xD800, 0xDC00), allow_surrogate_pairs = TRUE))
.try(intToUtf8(c(65, 0x110000), multiple = TRUE)); .try(intToUtf8(c(65, 0, 66))); .try(intToUtf8(c(65, 0, 66), multiple = TRUE))
.try(intToUtf8(2^31)); .try(intToUtf8("65")); .try(intToUtf8("a")); .try(intToUtf8(NULL)); .try(intToUtf8(list(65))); .try(intToUtf8(sum))
.try(intToUtf8(65, NA)); .try(intToUtf8(factor("a"))); .try(intToUtf8(c(a = 65, b = 66), TRUE))
.try(tempfile(NULL)); .try(tempfile(NA)); .try(tempfile(character(0))); .try(tempfile("a", 1)); .try(tempfile("a", fileext = 1))
.try(strptime(NA)); .try(strptime("a", NA)); .try(strptime("2020-01-01", character(0))); .try(strptime("2020-01-01", 1))
.try(strptime("2020-01-01", "%Y-%m-%d", tz = NA)); .try(strptime(sum, "%Y"))
.try(format.Date(NULL)); .try(format.Date(NA)); .try(format.Date(integer(0))); .try(format.Date(1)); .try(format.Date(c(-1, 0, 1) / 0))
.try(format.Date(structure(1:3, class = "foo"))); .try(format.Date(TRUE)); .try(format.Date(as.Date("2026-12-02")))
.try(format.Date(as.Date("2026-12-02"), NULL)); .try(format.Date(as.Date("2026-12-02"), character(0))); .try(format.Date(as.Date("2026-12-02"), 1))
# diag
.try(diag(sum)); .try(diag(quote(x + 1))); .try(diag(function(x) x)); .try(diag(as.name("x"))); .try(diag(new.env()))
.try(diag("a")); .try(diag(1e10)); .try(diag(c("", " ", "\n"))); .try(diag(.Machine$integer.max)); .try(diag(expression(1, x)))
.try(diag(c(a = 1, b = NA)))
# package environments list their own names
x <- ls("package:stats"); print(c("sd", "lm", "median") %in% x); print(c("paste", "plot", "head") %in% x)
print(c("abline", "axis", "sd") %in% ls("package:graphics")); print(c("head", "str") %in% ls("package:utils")); print("paste" %in% ls("package:base"))
print(environmentName(as.environment("package:stats"))); print(exists("sd", envir = as.environment("package:stats")))
print(c("sd", "plot") %in% ls(pos = 2))
# palette reads its argument as R's C code does
.try(palette(NA_character_)); .try(palette(c("b", NA))); .try(palette(NA)); .try(palette(NULL)); .try(palette(TRUE)); .try(palette(1e10))
.try(palette(list("red"))); .try(palette(sum)); .try(palette(c(NA, "red"))); .try(palette(character(0))); invisible(palette("default"))
# date-times coerced as R's C code coerces them
.try(as.POSIXlt.POSIXct(NULL)); .try(as.POSIXlt.POSIXct(sum)); .try(as.POSIXlt.POSIXct(quote(x + 1))); .try(as.POSIXlt.POSIXct(new.env()))
.try(as.POSIXlt.POSIXct(list(1, "a", NULL))); .try(as.POSIXlt.POSIXct(y ~ x)); .try(as.POSIXlt.POSIXct(c("b", NA), tz = "UTC"))
.try(as.POSIXlt.POSIXct(1e10, tz = 1)); .try(as.POSIXlt.POSIXct(1e10, tz = c("a", "b"))); .try(as.POSIXlt.POSIXct(1e10, tz = NULL))
.try(as.POSIXlt.POSIXct(c(a = 1e10, b = NA), tz = "UTC")); .try(as.POSIXlt.POSIXct(-1e10, tz = "UTC")); .try(as.POSIXlt.POSIXct(1e18, tz = "UTC"))
.try(str(unclass(as.POSIXlt.POSIXct(c(a = 1e10, b = NA), tz = "UTC"))))
.try(format.POSIXct(1)); .try(format.POSIXct(NULL)); .try(format.POSIXct(.POSIXct(0, "UTC"), format = 1)); .try(format.POSIXct(.POSIXct(0, "UTC"), format = NA))
.try(format.POSIXct(.POSIXct(0, "UTC"), usetz = NA)); .try(format.POSIXct(.POSIXct(c(0, 3e16, 1e17), "UTC")))
.try(as.POSIXlt.factor(factor(c("a", "b", NA)))); .try(as.POSIXlt.factor(factor(c("", " ")))); .try(as.POSIXlt.factor(factor("2026-12-02")))
.try(as.POSIXct(c("2020-01-01 10:00", "2020-01-02"), tz = "UTC")); .try(strptime("2020-01-01", character(0)))
.try(as.double(quote(x + 1))); .try(as.integer(quote(f(1)))); .try(is.na(expression(1, x)))
# exact rank distributions with sizes R's C int arithmetic cannot hold: R's failed allocation, at once
.try(dsignrank(1, 1e10)); .try(dsignrank(1, 46341)); .try(dsignrank(1, 65536)); .try(psignrank(1, 1e10)); .try(qsignrank(0.5, 1e10))
.try(dsignrank(1, Inf)); .try(psignrank(1, Inf)); .try(dsignrank(-1, 1e10)); .try(dsignrank(1, -1e10)); .try(dwilcox(1, 1e10, 1))
.try(pwilcox(1, 1e10, 2)); .try(dwilcox(1, 3000, 3000)); .try(dwilcox(1, 3e9, 3e9)); .try(dsignrank(0:5, 10)); .try(qwilcox(c(.1, .5, .9), 7, 8))
