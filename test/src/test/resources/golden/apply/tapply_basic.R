# tapply(): groups from vectors and lists of vectors, default, NA groups
print(tapply(c(1,2,3), c("a","b","a"), sum))
x <- c(10, 20, 30, 40, 50)
g <- c(2, 1, 2, 3, 1)
print(tapply(x, g, mean))
print(tapply(x, list(g, c("u","v","u","v","u")), sum))
print(tapply(x, list(grp=g, k=c("u","v","u","v","u")), sum, default = 0))
print(tapply(x, g))
print(tapply(1:6, c(1,NA,2,2,1,NA), sum))
