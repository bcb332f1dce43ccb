# do.call(rbind, ...) over a list of one-row data frames.
rows <- lapply(1:2000, function(i) data.frame(a = i, b = letters[i %% 26 + 1], x = i / 7))
df <- do.call(rbind, rows)
print(dim(df))
print(head(df))
print(summary(df$x))
