# data.frame(): names, recycling, check.names, row.names, stringsAsFactors
d1 <- data.frame(a = 1:4, b = "k")
d1
d2 <- data.frame(1:2, c("u", "v"))
d2
names(d2)
d3 <- data.frame(`my col` = 1:2, `my col` = 3:4, check.names = TRUE)
names(d3)
d4 <- data.frame(`my col` = 1:2, x = 3:4, check.names = FALSE)
d4
names(d4)
d5 <- data.frame(x = c(1.25, 2.5, 10), row.names = c("r1", "r2", "r3"))
d5
rownames(d5)
row.names(d5)
d6 <- data.frame(g = c("a", "b", "a"), stringsAsFactors = TRUE)
d6
levels(d6$g)
class(d6$g)
d7 <- data.frame(v = c(a = 1, b = 2))
d7
d8 <- data.frame(m = matrix(1:4, 2), z = 5:6)
d8
d9 <- data.frame(x = 1:3, y = c(TRUE, FALSE, NA))
d9
str(d9)
attributes(data.frame(a = 1:2))
