# A data frame built row by row with rbind in a loop.
df <- data.frame(a = integer(0), b = character(0))
for (i in 1:2000) df <- rbind(df, data.frame(a = i, b = letters[i %% 26 + 1]))
print(dim(df))
print(head(df))
print(tail(df))
print(table(df$b)[1:5])
