# factors and split results inside lists and apply functions
list(f = factor(c("a", "b")), o = ordered("z"))
x <- structure(list(v = 1), class = "rec")
format.rec <- function(x, ...) "REC"
print.rec <- function(x, ...) cat(format(x), "\n")
list(x, 2)
as.list(factor(c("p", "q")))
lapply(split(1:6, rep(c("a", "b"), 3)), sum)
sapply(split(c(1, 5, 3, 8), c("lo", "hi", "lo", "hi")), mean)
vapply(split(1:4, c(1, 1, 2, 2)), length, integer(1))
do.call(rbind, split(1:6, rep(1:2, each = 3)))
f <- factor(c("x", "y", "x"))
f[f == "x"] <- "y"
f
levels(droplevels(f))
as.integer(factor(c("10", "2", "33")))
sort(factor(c("10", "2", "33")))
factor(c("b", "a"), levels = c("a", "b"))[2:1]
rev(factor(c("b", "a")))
nlevels(f); levels(f)[1]
