l <- list(a = 1:3, b = letters[1:3])
df <- as.data.frame(l)
df
df2 <- data.frame(l, c = c(0.1, 0.2, 0.3))
df2
names(df2)
d3 <- data.frame(x = 1:2, y = list(p = 3:4, q = c("u", "v")))
d3
names(d3)
m <- cbind(df2, new = df2$a * 10)
m
sapply(m, is.numeric)
m[sapply(m, is.numeric)]
Filter(is.numeric, m)
