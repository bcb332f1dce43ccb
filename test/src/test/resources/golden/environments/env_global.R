# The global environment and its relatives.
environmentName(globalenv())
environmentName(baseenv())
environmentName(emptyenv())
f <- function() environment()
identical(environment(f), globalenv())
e <- f()
identical(parent.env(e), globalenv())
x <- 5
get("x")
exists("x")
z <- 1
rm(z)
exists("z")
b <- 2; a <- 1; cc <- 3
ls()
