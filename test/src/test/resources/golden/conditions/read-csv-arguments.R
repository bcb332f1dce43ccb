# read.csv with awkward header, sep, quote and comment.char gives R's values and R's errors (argument fuzzing's findings).
.try <- function(expr) withCallingHandlers(tryCatch(print(expr), error = function(e) cat("error:", conditionMessage(e), "\n")),
    warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
f <- tempfile(); writeLines(c("x,y", "1,2"), f)
for (s in list(NA, NULL, NA_character_, character(0), 1, sum, c(",", ";"), "ab", list(","), TRUE)) .try(read.csv(f, TRUE, s))
for (s in list(NA, NA_character_, 1, sum, c("'", "x"))) .try(read.csv(f, quote = s))
for (s in list(NA, NULL, NA_character_, character(0), 1, sum, c("#", "x"), "##")) .try(read.csv(f, comment.char = s))
for (s in list(NA, NULL, "a", sum, c(TRUE, FALSE), list(TRUE), integer(0), 2.5, 0, "TRUE")) .try(read.csv(f, s))
unlink(f)
