# class, inherits, oldClass and unclass on S3 objects
x <- structure(list(), class = c("child", "parent"))
class(x)
inherits(x, "parent")
inherits(x, "other")
inherits(x, c("other", "parent"), which = TRUE)
oldClass(x)
class(unclass(x))
class(x) <- NULL
class(x)
oldClass(1:3)
class(matrix(1:4, 2))
