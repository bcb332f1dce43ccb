df <- data.frame(g = factor(c("b", "a", "b", NA), levels = c("b", "a")), v = 1:4)
df
levels(df$g)
df[df$g == "b" & !is.na(df$g), ]
df$g[2]
df[2, "g"]
table(df$g)
df$h <- factor(c("x", "y", "x", "y"))
str(df)
summary(df$h)
nlevels(df$h)
as.integer(df$g)
df[order(df$g), ]
df$g <- as.character(df$g)
df
