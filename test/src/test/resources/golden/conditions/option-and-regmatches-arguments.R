# getOption and regmatches with awkward arguments give R's values and R's errors (argument fuzzing's findings).
.try <- function(expr) withCallingHandlers(tryCatch(print(expr), error = function(e) cat("error:", conditionMessage(e), "\n")),
    warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
# getOption: one string, NA read as the name "NA", never empty
.try(getOption(NA_character_)); .try(getOption(NA_character_, 3)); .try(getOption("")); .try(getOption("", 1))
.try(getOption(NA)); .try(getOption(NULL)); .try(getOption(character(0))); .try(getOption(c("digits", "width")))
.try(getOption(factor("digits"))); .try(getOption(list("digits"))); .try(getOption(1)); .try(getOption(sum, 2))
.try(getOption("no.such.option", "fallback")); .try(getOption(structure("digits", class = "foo")))
# regmatches: match data without match lengths, and starts that are not numbers
.try(regmatches("a", 2.5)); .try(regmatches("a", TRUE)); .try(regmatches("a", -1L)); .try(regmatches(c("a", "b"), c(-1L, NA)))
.try(regmatches("ab", 1L, invert = TRUE)); .try(regmatches("a", "a")); .try(regmatches(c("a", "b", "c"), c("a", "b", NA)))
.try(regmatches(c("a", "b", "c"), list(1, "a", NULL))); .try(regmatches(c("a", "b", "c"), list(1, 2, NULL), invert = TRUE))
.try(regmatches(c("a", "b", "c"), list(-1L, NA, 1L))); .try(regmatches(c("a", "b", "c"), list(-1L, NA, NULL), invert = TRUE))
.try(regmatches(NA_character_, 1L))
# regmatches<-: the same match data
x <- "a"; .try(regmatches(x, 2.5) <- "X"); print(x)
x <- c("ab", "cd"); .try(regmatches(x, c(1L, 2L)) <- "Z"); print(x)
x <- "a"; .try(`regmatches<-`(x, 1L)); .try(`regmatches<-`(x, 1L, value = NA)); .try(`regmatches<-`(x, TRUE, value = NULL))
x <- "a"; .try(`regmatches<-`(x, "a", value = "X")); .try(`regmatches<-`(x, list("a"), value = "X"))
x <- "aba"; m <- gregexpr("a", x); regmatches(x, m) <- list(c("1", "2")); print(x)
x <- c("ab", "cd"); m <- regexpr("b", x); regmatches(x, m) <- "B"; print(x)
