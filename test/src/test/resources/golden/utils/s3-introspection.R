print.foo <- function(x, ...) cat("foo\n")
summary.foo <- function(object, ...) "s"
area <- function(s) UseMethod("area")
area.square <- function(s) s$a^2
area.default <- function(s) NA
methods(class = "foo")
methods("area")
m <- methods(area)
print(class(m)); print(as.vector(m))
print(getS3method("area", "square"))
print(getS3method("area", "square")(list(a = 3)))
print(isS3method("area.square")); print(isS3method("print.foo")); print(isS3method("foo"))
print(isS3method(f = "area", class = "default"))
print(is.null(getS3method("area", "circle", optional = TRUE)))
f <- function(x) x + 1
debug(f); print(isdebugged(f)); undebug(f); print(isdebugged(f))
undebug(f)
print(Rprof(NULL))
print(getExportedValue("stats", "median")(c(1, 3, 2)))
print(identical(getFromNamespace("median", "stats"), stats::median))
print("sd" %in% getNamespaceExports("stats"))
getS3method("area", "circle")
