# parse(file=), keep.source and R's source references
path <- tempfile(fileext = ".R")
writeLines(c("x <- 1 + 2", "f <- function(a) {", "  a * 2", "}", "# comment", "y <- f(x); z <- 3"), path)
e <- parse(file = path)
length(e)
e
e[[2]]
attributes(e)
eval(e[[1]]); x
e2 <- parse(path, keep.source = TRUE)
names(attributes(e2))
e2
sr <- attr(e2, "srcref")
length(sr)
sr[[2]]
class(sr[[2]])
unclass(sr[[2]])
as.integer(attr(e2, "wholeSrcref"))
as.character(sr[[4]])
print(sr[[3]])
as.character(sr[[1]], to = sr[[3]])
sf <- attr(e2, "srcfile")
class(sf)
identical(sf$filename, path)
sf$lines
sf$isFile
getSrcLines(sf, 2, 3)
getSrcLines(sf, 3, 2)
getSrcLines(sf, 5, 10)
getSrcLocation(sr[[2]], "line")
getSrcLocation(sr[[2]], "column", first = FALSE)
getSrcLocation(e2, "line")
identical(getSrcFilename(sr[[3]]), basename(path))
getSrcref(e2)[[1]]
parse(path, n = 2)
parse(path, n = 0)
parse(text = "a; b\nc", n = 1)
con <- file(path)
parse(con)
tc <- textConnection(c("p <- 1", "q <- p"))
parse(tc)
close(tc)
p <- parse(text = c("u <- 1", "v <- u + 1"), keep.source = TRUE)
attr(p, "srcref")
attr(p, "srcfile")
p[[2]]
p <- parse(text = c("u <- 1; w <- 2", "", "v <- u +", "\t2 # c", "  "), keep.source = TRUE)
lapply(attr(p, "srcref"), as.integer)
as.integer(attr(p, "wholeSrcref"))
p
parse(text = character())
parse(text = 1:3)
# srcfile objects made directly
sc <- srcfilecopy("<mine>", c("aa <- 1", "bb <- function() {", "  2", "}"))
sc
r <- srcref(sc, c(2, 1, 4, 1))
unclass(r)
r
summary(r)
as.character(r, useSource = FALSE)
r2 <- srcref(sc, c(1, 3, 1, 4, 3, 4))
as.integer(r2)
r2
sa <- srcfilealias("alias.R", sc)
class(sa)
sa
getSrcLines(sa, 1, 2)
sf2 <- srcfile(path)
class(sf2)
sf2$Enc
getSrcLines(sf2, 1, 2)
print(srcref(sf2, c(6, 12, 6, 17)))
ss <- srcfilecopy("nl", "a\nb\nc")
ss$lines
try(parse(text = "1 +"))
try(parse(text = c("x <- 1", "y <- )")))
try(parse(text = "a b", keep.source = TRUE))
try(parse(file = 3))
try(srcref(sc, 1:3))
try(srcfile(c("a", "b")))
try(as.character(r, to = srcref(srcfilecopy("o", "z"), c(1, 1, 1, 1))))
