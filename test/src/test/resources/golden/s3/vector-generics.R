# rev, sort, unique, rep and c dispatch on user classes
ring <- structure(c(3L, 1L, 2L, 3L), class = "ring")
rev.ring <- function(x) { cat("rev.ring\n"); structure(rev(unclass(x)), class = "ring") }
sort.ring <- function(x, decreasing = FALSE, ...) { cat("sort.ring\n"); sort(unclass(x), decreasing = decreasing) }
unique.ring <- function(x, incomparables = FALSE, ...) { cat("unique.ring\n"); unique(unclass(x)) }
rep.ring <- function(x, ...) { cat("rep.ring\n"); rep(unclass(x), ...) }
c.ring <- function(...) { cat("c.ring\n"); unlist(lapply(list(...), unclass)) }
unclass(rev(ring))
sort(ring)
sort(ring, decreasing = TRUE)
unique(ring)
rep(ring, 2)
c(ring, ring)
