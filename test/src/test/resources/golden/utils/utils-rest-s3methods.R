# .S3methods (what methods() calls) on generics and classes defined by the script
describe <- function(x, ...) UseMethod("describe")
describe.default <- function(x, ...) "default"
describe.shape <- function(x, ...) "shape"
describe.circle <- function(x, ...) "circle"
area <- function(s) UseMethod("area")
area.circle <- function(s) pi * s$r^2
m <- .S3methods("describe")
m
class(m)
as.character(m)
attr(m, "info")$generic
.S3methods(describe)
mc <- .S3methods(class = "circle")
mc
format(mc)
attr(mc, "byclass")
.S3methods(class = "nosuchclass")
r <- try(.S3methods("no_such_generic_fn"))
r <- try(.S3methods())
