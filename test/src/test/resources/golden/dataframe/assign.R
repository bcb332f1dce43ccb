df <- data.frame(x = 1:3, y = c("a", "b", "c"))
df$z <- c(0.5, 1, 1.5)
df$w <- 7
df
df$x <- NULL
df
df[["y"]] <- toupper(df$y)
df
df[2, "z"] <- 99
df
df[df$z > 1, "w"] <- 0
df
df["v"] <- 3:1
df
df[, "z"] <- df$z * 2
df
df[1, ] <- list("Q", 1, 2, 3L)
df
names(df)[2] <- "zz"
df
colnames(df) <- toupper(colnames(df))
df
rownames(df) <- c("a", "b", "c")
df
df[["ZZ"]][3] <- -1
df
df$Y[df$Y == "B"] <- "bee"
df
dim(df)
