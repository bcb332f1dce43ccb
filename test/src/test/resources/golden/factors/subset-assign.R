# subsetting keeps levels; assigning an unknown level gives NA with a warning
f <- factor(c("a", "b", "a"))
f[2]
f[2] <- "a"
f
f[[3]] <- "b"
f
f[3] <- "zz"
f
