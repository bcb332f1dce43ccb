# scale, var, cov and cor of a data frame: as.matrix first, as R does
df <- data.frame(a = c(1, 4, 2, 8), b = c(3, 1, 5, 2), row.names = c("w", "x", "y", "z"))
scale(df)
scale(df, center = c(1, 1), scale = FALSE)
var(df)
cov(df, df)
cor(df)
cor(df$a, df)
cov(df, method = "spearman")
