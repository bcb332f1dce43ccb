df <- data.frame(a = 1:3, b = c(2.5, 0, 1))
df * 2
df == 0
df[df == 0] <- NA
df
mean(df$b, na.rm = TRUE)
df[nrow(df) + 1, ] <- list(4L, 9)
df
subset(df, a > 1)
subset(df, a > 1, select = b)
unsplit(split(df$a, df$a > 2), df$a > 2)
table(df$a > 1)
x <- data.frame(id = 1:3)
x$sq <- sapply(x$id, function(i) i^2)
x
str(x)
d <- data.frame(x = c("a", "b"), f = factor(c("u", "v")), row.names = c("r1", "r2"))
d[3, ] <- list("c", "u")
d
d["new", "x"] <- "z"
d
d[5, "x"] <- "e"
d
