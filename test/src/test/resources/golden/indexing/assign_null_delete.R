l <- list(1, 2)
l[[5]] <- NULL
print(length(l))
l[4] <- NULL
print(length(l))
l2 <- list(1, 2)
l2[c(1, 6)] <- NULL
print(length(l2))
l3 <- list(a = 1, b = 2)
l3[["z"]] <- NULL
print(names(l3))
l3[-1] <- NULL
print(names(l3))
