# list element names that need backquotes
l <- list(1, 2, 3)
names(l) <- c("a b", "if", "ok")
print(l)
m <- list(1, 2)
names(m) <- c("", "b")
print(m)
