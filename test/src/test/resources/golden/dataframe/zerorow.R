df <- data.frame(x = 1:3, s = c("a", "b", "c"))
e <- df[df$x > 5, ]
e
nrow(e); ncol(e); dim(e)
str(e)
names(e)
e$x
z <- data.frame()
z
dim(z); nrow(z); length(z)
str(z)
data.frame(a = numeric(0))
as.data.frame(matrix(numeric(0), 0, 2))
rbind(e, data.frame(x = 4L, s = "d"))
head(df, 0)
head(df, -1)
tail(df, -2)
tail(df, 1)
df[0, "x"]
df[integer(0), , drop = FALSE]
sapply(e, length)
