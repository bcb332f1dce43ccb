# Printing a 1000-row data frame.
df <- data.frame(id = 1:1000, x = (1:1000) / 7, s = rep(c("alpha", "beta", "gamma", "delta"), 250),
                 f = factor(rep(c("u", "v"), 500)), b = (1:1000) %% 3 == 0)
print(df)
