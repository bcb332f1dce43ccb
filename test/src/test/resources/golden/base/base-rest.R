# further base functions scripts call by name
char.expand("me", c("mean", "median", "mode"))
char.expand("mo", c("mean", "median", "mode"))
char.expand("x", c("mean", "median"), nomatch = "none")
try(char.expand(c("a", "b"), "abc"))
try(char.expand("z", c("mean", "median")))
writeLines(formatDL(c("alpha", "a much longer term here"), c("first description", "second one that is rather long and will need to wrap around the width"), width = 50))
writeLines(formatDL(c(x = "one", y = "two"), style = "list"))
formatDL(character(), character())
try(formatDL(1:2, 1:3))
callCC(function(k) { k(42); 0 })
callCC(function(k) 7)
x <- 1:6
mostattributes(x) <- list(dim = c(2, 3), names = letters[1:6], foo = "bar")
x
y <- 1:3
mostattributes(y) <- list(names = c("a", "b", "c"), class = "myc")
unclass(y)
try(mostattributes(y) <- 3)
as.null(1:3)
as.null(list(a = 1))
is.R()
mtfrm(c(3, 1))
mtfrm(factor(c("a", "b")))
setTimeLimit()
setTimeLimit(elapsed = 100, transient = TRUE)
setSessionTimeLimit()
gc.time()
length(gc.time())
old <- gcinfo(FALSE)
old
Sys.which(c("sh", "no-such-program-xyz"))[2]
nzchar(Sys.which("sh")[[1]])
is.character(R.home())
basename(R.home("share"))
o <- OlsonNames()
c("UTC", "Europe/London", "America/New_York") %in% o
is.character(o)
Sys.localeconv()[c("decimal_point", "thousands_sep")]
validEnc(c("abc", "caf\u00e9"))
numToInts(c(1, -2.5, 0))
numToBits(1)[60:64]
length(numToBits(c(1, 2)))
numToInts(1L)
numToInts(NA)
f <- tempfile(fileext = ".R")
writeLines(c("aa <- 10", "bb <- aa * 2"), f)
env <- new.env()
sys.source(f, envir = env)
sort(ls(env)); env$bb
try(sys.source("no/such/file.R"))
withAutoprint({ 1 + 1; z <- 3; z * 2 })
is.character(.libPaths()); length(.libPaths()) >= 1
