# levels<- renames and merges levels
f <- factor(c("a", "b", "c", "a"))
levels(f) <- c("A", "B", "C")
f
levels(f)[2] <- "Bee"
f
levels(f) <- c("x", "y", "x")
f
nlevels(f)
