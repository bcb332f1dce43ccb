x <- 1:3
names(x) <- c("a", "b", "c")
print(x)
print(names(x))
names(x) <- c("p", "q")
print(x)
names(x) <- NULL
print(x)
print(names(1:3))
names(x) <- 1:3
print(names(x))
