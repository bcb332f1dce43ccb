# getS3method(): methods of generics written with UseMethod, of builtin generics, and its errors.
gen <- function(x, ...) UseMethod("gen")
gen.foo <- function(x, ...) "foo method"
notgen <- function(x) x
notgen.foo <- function(x) "never a method"
print(getS3method("gen", "foo"))
print(is.null(getS3method("gen", "bar", optional = TRUE)))
print(is.null(getS3method("notgen", "foo", optional = TRUE)))
print(is.null(getS3method("nosuchgeneric", "foo", optional = TRUE)))
print.myobj <- function(x, ...) cat("<myobj>\n")
print(getS3method("print", "myobj"))
print(isS3method("gen.foo"))
print(isS3method("print.myobj"))
print(isS3method("notgen.foo"))
braced <- function(x) { if (is.null(x)) NULL else UseMethod("braced") }
braced.foo <- function(x) "braced foo"
print(getS3method("braced", "foo")(1))
try(getS3method("gen", "bar"))
try(getS3method("notgen", "foo"))
try(getS3method("nosuchgeneric", "foo"))
print(environmentName(topenv(environment(sd))))
print(environmentName(topenv()))
print(exists("sd", where = 2, mode = "function", inherits = FALSE))
print(get("sd", pos = 2)(c(1, 3)))
