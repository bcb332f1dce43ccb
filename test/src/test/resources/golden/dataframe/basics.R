df <- data.frame(x = 1:3, y = c("a", "b", NA), z = c(1.5, NA, 3))
df
str(df)
df$x
df[["y"]]
df[2, ]
df[, 1]
df[1]
df[df$x > 1, ]
df[order(-df$x), ]
nrow(df); ncol(df); dim(df); names(df); colnames(df); rownames(df)
dimnames(df)
df$w <- df$x * 2
df
df[["v"]] <- TRUE
df
df[2, "x"] <- 10L
df
head(df, 2)
tail(df, 2)
as.list(df[1:2])
as.matrix(df[c("x","z")])
is.data.frame(df)
with(df, x + z)
sapply(df[c("x","z")], mean)
lapply(df[c("x","z")], class)
colMeans(df[c("x","w")])
colSums(df[c("x","w")])
length(df)
