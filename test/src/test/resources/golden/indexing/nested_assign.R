y <- list(a = list(b = list(c = 1)))
y$a$b$c <- 2
print(y$a$b$c)
y[["a"]][["b"]][["d"]] <- 3
print(names(y$a$b))
x <- c(b = 2, a = 1)
names(x)[2] <- "z"
print(x)
l <- list(v = 1:3)
l$v[2] <- 20L
print(l$v)
m <- list(mat = matrix(0, 2, 2))
m$mat[1, 2] <- 5
print(m$mat)
attr(x, "note") <- "n"
attr(x, "note")[2] <- "m"
print(attr(x, "note"))
