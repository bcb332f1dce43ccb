x <- 1:3
levels(x) <- c("a", "b", "c")
print(levels(x))
print(levels(1:3))
print(attributes(x))
