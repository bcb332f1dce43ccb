# tapply applies a function per level of a factor
g <- factor(c("a", "b", "a", "c", "b"))
v <- c(10, 20, 30, 40, 50)
tapply(v, g, sum)
tapply(v, g, mean)
tapply(v, g, length)
tapply(v, c("u", "v", "u", "v", "u"), max)
