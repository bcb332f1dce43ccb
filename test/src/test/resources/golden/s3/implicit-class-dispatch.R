# UseMethod dispatches on implicit classes: integer, numeric, function, matrix
g <- function(x) UseMethod("g")
g.numeric <- function(x) "numeric method"
g.integer <- function(x) c("integer method", NextMethod())
g.function <- function(x) "a function"
g.matrix <- function(x) "a matrix"
g.default <- function(x) "default"
g(1L)
g(2.5)
g(sum)
g(matrix(1:4, 2))
g("s")
