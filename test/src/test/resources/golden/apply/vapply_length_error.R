# vapply(): a result of the wrong length
f <- function(i) 1:i
vapply(1:3, f, numeric(1))
