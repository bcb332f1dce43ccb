# isS3method as its help page uses it: generics, methods and look-alikes that are not methods
isS3method("t")           # FALSE - it is an S3 generic
isS3method("t.default")   # TRUE
isS3method("t.ts")        # TRUE
isS3method("t.test")      # FALSE
isS3method("t.data.frame")# TRUE
isS3method("t.lm")        # FALSE - not existing
isS3method("t.foo.bar")   # FALSE - not existing
ff <- c("as.list", "as.matrix", "is.na", "row.names", "row.names<-")
for (m in ff) if (isS3method(m)) stop("wrongly declared an S3 method: ", m)
(m4 <- paste(ff, "data.frame", sep = "."))
for (m in m4) if (!isS3method(m)) stop("not an S3 method: ", m)
sapply(c("qr.coef", "sort.list", "all.equal", "seq.int", "print.default", "summary.lm",
         "format.Date", "as.character.factor", "mean.default", "rep.int", "row"), isS3method)
isS3method(f = "print", class = "data.frame")
isS3method(f = "t", class = "test")
print.myclass <- function(x, ...) cat("<myclass>\n")
isS3method("print.myclass")
foo <- function(x) UseMethod("foo")
foo.bar <- function(x) 1
isS3method("foo.bar")
isS3method("foo.baz")
notgeneric <- function(x) x
notgeneric.bar <- function(x) 2
isS3method("notgeneric.bar")
findGeneric <- getFromNamespace("findGeneric", "utils")
findGeneric("foo", environment())
findGeneric("notgeneric", environment())
findGeneric("summary", environment())
findGeneric("row", environment())
