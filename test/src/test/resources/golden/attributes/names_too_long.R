x <- 1:2
names(x) <- c("a", "b")
print(x)
names(x) <- c("a", "b", "c")
