l <- list(1, 2)
names(l) <- c("a", "b")
nm <- names(l)
print(nm)
x <- NULL
names(x) <- NULL
print(x)
v <- 1:3
names(v)[2] <- "b"
print(v)
dim(v) <- c(3, 1)
print(v)
dimnames(v) <- list(c("r1", "r2", "r3"), "c1")
print(v)
print(dimnames(v)[[1]])
attributes(v)$dim
a <- structure(1:6, dim = 2:3)
print(a)
print(attributes(a))
b <- a
attr(b, "dim") <- NULL
print(b)
print(is.matrix(a))
cls <- structure(list(x = 1), class = c("child", "parent"))
print(inherits(cls, "parent"))
print(inherits(cls, c("zzz", "child"), which = TRUE))
print(class(unclass(cls)))
print(oldClass(1:3))
s <- 1:3
oldClass(s) <- "myint"
print(oldClass(s))
print(inherits(s, "integer"))
print(attr(s, "class"))
u <- c(a = 1, b = 2)
attributes(u)
attr(u, "names")
mostattributes <- attributes(matrix(1:4, 2, dimnames = list(c("a", "b"), c("c", "d"))))
print(names(mostattributes))
print(names(attributes(structure(1, b = 2, a = 1))))
