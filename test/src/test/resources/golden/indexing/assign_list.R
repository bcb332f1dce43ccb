l <- list(a = 1, b = 2, c = 3)
l$a <- NULL
print(names(l))
l[["b"]] <- NULL
print(names(l))
l$d <- "new"
print(names(l))
l[["e"]] <- list(1, 2)
print(length(l$e))
l["c"] <- list(NULL)
print(names(l))
print(is.null(l$c))
l[c("c", "d")] <- NULL
print(names(l))
