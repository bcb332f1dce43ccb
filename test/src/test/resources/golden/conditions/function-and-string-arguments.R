# body, formals, get, call, strtrim and format with awkward arguments give R's values and R's errors (argument fuzzing's findings).
.try <- function(expr) withCallingHandlers(tryCatch(print(expr), error = function(e) cat("error:", conditionMessage(e), "\n")),
    warning = function(w) { cat("warning:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
# is.vector: a mode of NA is no mode at all
.try(is.vector("a", mode = NA_character_)); .try(is.vector(1, mode = NA)); .try(is.vector(1, c("a", "b"))); .try(is.vector(quote(x), "name"))
# get, exists, get0: one non-empty string; NA is the name "NA"
.try(get(NA_character_)); .try(get("")); .try(get(c("sum", "b"))); .try(exists(NA_character_)); .try(exists(""))
.try(exists(c("sum", "b"))); .try(get0(NA_character_)); .try(get0("")); .try(get0(c("sum", "x"))); .try(get(character(0)))
.try(exists("a", envir = NULL)); .try(get0("a", envir = NULL)); .try(get("sum", envir = NA)); .try(assign(NA_character_, 1)); print(get("NA"))
# body and formals: a string names a function; anything else but a function gets a warning and NULL
.try(formals("sum")); .try(body("sum")); .try(formals(sum)); .try(body(sum)); .try(formals(`if`)); .try(body(`if`))
.try(formals(NA)); .try(body(NULL)); .try(formals(1)); .try(body(list())); .try(formals(quote(x))); .try(body(factor("a")))
.try(formals(NA_character_)); .try(body(NA_character_)); .try(formals("")); .try(body(c("", "x"))); .try(formals(c("sum", NA)))
.try(formals(character(0))); .try(body(character(0))); .try(formals("nosuch")); .try(body("nosuch"))
.try(formals("sum", envir = NA)); .try(formals("sum", envir = emptyenv()))
.try(formals(function(x, y = 2) x)); .try(body(function(x) x + 1)); .try(formals(function() 1))
f <- function(a, b) formals(); .try(f()); g <- function(a) body(); .try(g()); h <- function(a = 1) 2; .try(formals("h")); .try(body("h"))
# call: NA names the function `NA`
.try(call(NA_character_)); .try(call(NA_character_, 1)); .try(call("f", NA_character_)); .try(call(character(0))); .try(call(c(NA, "f")))
# strtrim: widths recycle evenly, none NA or negative
.try(strtrim(c("abc", "def", "ghi"), -1)); .try(strtrim(c("abc", "def", "ghi"), NA)); .try(strtrim(c("abc", "def", "ghi"), 1:2))
.try(strtrim(c("abc", "def", "ghi"), "2")); .try(strtrim(c("abc", "def", "ghi"), 2.7)); .try(strtrim(c("abc", "def", "ghi"), list(2)))
.try(strtrim(c("abc", "def"), c(1, NA))); .try(strtrim(character(0), NULL)); .try(strtrim(c(a = "abc"), 2)); .try(strtrim(NA, 1))
.try(strtrim(NA, NULL)); .try(strtrim("abc", integer(0))); .try(strtrim(c("abcd", "efgh"), c(1, 3)))
# format: digits from 1 to 22
for (d in list(NA, -1, 0, 1, 22, 23, 1e10, 2.5, NA_integer_, "3", 100L)) .try(format(pi, digits = d))
.try(format.pval(0, .Machine$integer.max)); .try(format.pval(2.5, .Machine$integer.max)); .try(format.pval(1e-300, 2147483647L))
.try(format.pval(0.05, 100)); .try(format.pval(c(0.05, 1e-10, NA), 3))
