df <- data.frame(x = 1:3, y = c("a", "b", "c"))
df[, c("x", "q")]
