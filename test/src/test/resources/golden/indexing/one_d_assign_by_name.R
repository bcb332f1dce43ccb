t <- table(c("a", "b", "b"))
t["b"] <- 5L
print(t)
a <- array(1:3, 3, dimnames = list(c("x", "y", "z")))
a[["y"]] <- 20L
print(a)
a["z"] <- 30L
print(a)
