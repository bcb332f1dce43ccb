x <- 1:3
attr(x, "self") <- x
print(attributes(x))
l <- list(1)
l[[2]] <- l
print(length(l[[2]]))
