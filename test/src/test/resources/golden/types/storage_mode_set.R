x <- 1:3
storage.mode(x) <- "double"
print(typeof(x))
print(x)
m <- matrix(1:4, 2)
storage.mode(m) <- "character"
print(m)
