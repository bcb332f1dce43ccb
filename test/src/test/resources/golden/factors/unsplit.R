# unsplit puts split pieces back in the original order
g <- factor(c("a", "b", "a", "c", "b"))
v <- c(10, 20, 30, 40, 50)
s <- split(v, g)
s <- lapply(s, function(p) p - mean(p))
unsplit(s, g)
