# tapply with a function returning vectors gives a list headed by the levels
g <- factor(c("a", "b", "a", "c", "b"))
v <- c(10, 20, 30, 40, 50)
r <- tapply(v, g, range)
r
r[["b"]]
tapply(v, g, function(p) p / sum(p))
