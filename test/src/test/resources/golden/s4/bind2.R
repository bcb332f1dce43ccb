# cbind2 and rbind2: their default methods and methods on S4 classes
isGeneric("cbind2"); isGeneric("rbind2")
cbind2(1:3, 4:6)
rbind2(1:3, 4:6)
cbind2(matrix(1:4, 2), matrix(5:8, 2))
rbind2(matrix(1:4, 2), 9:10)
cbind2(1:3)
rbind2(c(a = 1, b = 2))
m <- matrix(1:4, 2, dimnames = list(c("r1", "r2"), c("A", "B")))
cbind2(m, m)
setClass("Col", representation(v = "numeric", name = "character"))
setMethod("cbind2", signature("matrix", "Col"), function(x, y, ...) {
    r <- cbind(x, y@v)
    colnames(r)[ncol(r)] <- y@name
    r
})
setMethod("cbind2", signature("Col", "Col"), function(x, y, ...) {
    r <- cbind(x@v, y@v)
    colnames(r) <- c(x@name, y@name)
    r
})
setMethod("rbind2", signature("Col", "missing"), function(x, y, ...) matrix(x@v, nrow = 1, dimnames = list(x@name, NULL)))
a <- new("Col", v = c(1, 2), name = "a")
b <- new("Col", v = c(3, 4), name = "b")
cbind2(a, b)
cbind2(m, a)
rbind2(a)
cbind2(1:2, 3:4)
existsMethod("cbind2", signature("Col", "Col"))
isGeneric("cbind2")
