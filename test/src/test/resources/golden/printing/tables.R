# table printing, one and two dimensions
t1 <- table(c("a", "b", "a"))
print(t1)
t2 <- table(g = c("a", "b", "a"))
t2
print(table(x = c(1, 2, 2), y = c("a", "b", "b")))
print(table(c(1, 2, 2), c("a", "b", "b")))
print(table(c(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2)))
