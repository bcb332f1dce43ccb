# Builtins that return a changed copy must never change the value bound to their argument.
x <- structure(1:3, class = "foo", names = c("a", "b", "c"))
keep <- x
y <- unclass(x)
z <- unname(x)
w <- setNames(x, c("p", "q", "r"))
s <- structure(x, extra = TRUE)
m <- matrix(1:4, 2, dimnames = list(c("r1", "r2"), c("c1", "c2")))
mk <- m
t1 <- t(m)
u <- unname(m)
d <- drop(m)
v <- as.vector(m)
n <- as.numeric(x)
identical(x, keep)
identical(m, mk)
attributes(x)
f <- function(q) { q[1] <- 100L; names(q) <- NULL; q }
k <- f(x)
identical(x, keep)
g <- function(q) { attr(q, "class") <- "bar"; dim(q) <- NULL; q }
k2 <- g(m)
identical(m, mk)
l <- list(a = x)
l2 <- l
l2$a[1] <- 0L
identical(l$a, keep)
