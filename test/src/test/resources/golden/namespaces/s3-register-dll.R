# registerS3method, parent.env<-, namespace queries, conflicts, close.connection, dyn.load family
gen <- function(x, ...) UseMethod("gen")
registerS3method("gen", "foo", function(x, ...) cat("gen.foo\n"))
gen(structure(1, class = "foo"))
exists("gen.foo")
ls(all.names = TRUE)
registerS3method("print", "bar", function(x, ...) { cat("<bar>\n"); invisible(x) })
structure(1, class = "bar")
print(structure(2, class = "bar"))
try(registerS3method("nosuchgeneric", "x", identity))
f <- factor(c("a", "b", "a"))
f == "a"
f == f
f != rev(f)
f + 1
f > "a"
x <- 1:3
tc <- textConnection("abc")
close.connection(tc)
exists("close.connection")
e <- new.env()
p <- new.env()
parent.env(e) <- p
identical(parent.env(e), p)
try(`parent.env<-`(e, 1))
try(`parent.env<-`(emptyenv(), e))
try(`parent.env<-`(1, e))
isBaseNamespace(asNamespace("base"))
isBaseNamespace(asNamespace("stats"))
isBaseNamespace(baseenv())
names(getNamespaceImports("base"))
names(getNamespaceImports("stats"))
getNamespaceImports("base")
unique(names(getNamespaceImports("utils")))
getNamespaceUsers("base")[0]
try(unloadNamespace("base"))
is.loaded("foo")
try(dyn.load("/nonexistent/foo.so"))
try(dyn.unload("/nonexistent/foo.so"))
class(getLoadedDLLs())
"base" %in% names(getLoadedDLLs())
conflicts(detail = FALSE)[0]
gen2 <- function(x) UseMethod("gen2")
m <- function(x) "gen2.qq via name"
registerS3method("gen2", "qq", "m")
gen2(structure(1, class = "qq"))
registerS3method("format", "myfmt", function(x, ...) "formatted!")
format(structure(1, class = "myfmt"))
getLoadedDLLs()[["base"]]
mean <- function(x, ...) 0
"mean" %in% conflicts()
conflicts(detail = TRUE)$.GlobalEnv
rm(mean)
tf <- tempfile(); writeLines("x", tf)
tryCatch(dyn.load(tf), error = function(e) cat(gsub(tf, "TF", conditionMessage(e), fixed = TRUE), "\n"))
try(is.loaded(1))
try(attachNamespace("stats"))
try(attachNamespace("base"))
unloadNamespace("notloaded")
try(unloadNamespace("utils"))
getNamespaceUsers("utils")
packageHasNamespace("nopkg", tempdir())
