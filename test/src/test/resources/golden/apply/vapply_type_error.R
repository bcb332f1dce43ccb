# vapply(): a result of the wrong type
f <- function(i) 1.5
r <- try(vapply(1:3, f, integer(1)), silent = TRUE)
cat(r)
g <- function(i) "a"
vapply(1:3, g, numeric(1))
