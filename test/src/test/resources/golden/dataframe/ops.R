df <- data.frame(a = 1:3, b = c(2.5, 0, 1))
df * 2
df == 0
-df
df + c(10, 20, 30)
1 / df
df > 1 & df < 3
df[df == 0] <- NA
df
df[df > 2]
d2 <- data.frame(a = 1:2, row.names = c("x", "y"))
d2 != 1
subset(df, a > 1)
subset(df, a > 1, select = b)
subset(df, select = -a)
subset(c(5, NA, 7), c(TRUE, TRUE, FALSE))
