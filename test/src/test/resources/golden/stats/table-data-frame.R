# table() of one data frame or list tabulates its columns, named as they are
d <- data.frame(a = c(1,1,2), b = c("x","y","x"))
t <- table(d)
print(t)
print(dimnames(t))
print(table(data.frame(u = c("p","q","p"))))
print(table(d, dnn = c("A", "B")))
print(table(list(g = c(1, 2, 2), h = c(TRUE, FALSE, FALSE))))
print(summary(table(d)))
