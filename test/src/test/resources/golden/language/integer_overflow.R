# Integer arithmetic overflows to NA with a warning; doubles do not.
x <- .Machine$integer.max
y <- x + 1L
y
x + 1
z <- 100000L * 100000L
z
