df <- data.frame(x = 1:3)
df$y <- 1:2
