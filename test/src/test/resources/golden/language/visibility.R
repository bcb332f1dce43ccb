# What auto-prints at top level.
x <- 5
(x <- 6)
invisible(7)
f <- function() invisible(8)
f()
(f())
if (FALSE) 1
if (TRUE) 2
g <- function() { y <- 3 }
g()
(g())
h <- function(a) a
h(invisible(9))
for (i in 1:2) i
NULL
y = 10
y
k <- function() return(invisible(11))
k()
v <- k()
v
