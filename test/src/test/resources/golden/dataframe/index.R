# [ with rows, columns, logical, negative, character; drop rules
df <- data.frame(x = c(5, 3, 8, 1), y = c("a", "b", "c", "d"), z = 4:1)
df[2:3, ]
df[-1, ]
df[-(1:2), c("z", "x")]
df[c(TRUE, FALSE), ]
df[, c(TRUE, FALSE, TRUE)]
df[df$x > 2 & df$z < 4, ]
df[, "y"]
df[, "y", drop = FALSE]
df[2, "x"]
df[[2, "y"]]
df[["z"]]
df[[3]]
df[c("y", "x")]
df[-2]
df[order(df$x), ]
df[order(df$y, decreasing = TRUE), "x"]
df[c(1, 1, 2), ]
df[c(2, NA), ]
df["3", ]
df[2, ]$y
r <- df[2:4, ]
rownames(r)
as.matrix(r)
df$y[2]
df[df$x > 100, ]
