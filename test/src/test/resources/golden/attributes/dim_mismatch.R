x <- 1:6
dim(x) <- c(3, 2)
print(dim(x))
dim(x) <- c(2, 2)
