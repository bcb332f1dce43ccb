# A single element taken from a matrix or array with drop = TRUE keeps the names of the one
# extent that has names (R's DropDims); with names on two extents it has none.
m <- matrix(1:4, 2, dimnames = list(NULL, c("a", "b")))
m[1, "b"]
m[1, 2]
m[2, 1]
m2 <- matrix(c(1.5, 2.5, 3.5, 4.5), 2, dimnames = list(c("x", "y"), NULL))
m2["x", 2]
m2[2, 2]
m3 <- matrix(1:4, 2, dimnames = list(c("x", "y"), c("a", "b")))
m3[1, 2]
m3[1, 2, drop = FALSE]
m4 <- matrix(letters[1:4], 2, dimnames = list(NULL, c("a", "b")))
m4[2, "a"]
l <- matrix(c(TRUE, FALSE, NA, TRUE), 2, dimnames = list(c("r1", "r2"), NULL))
l["r2", 1]
a <- array(1:8, c(2, 2, 2), dimnames = list(NULL, c("p", "q"), NULL))
a[1, 2, 1]
a[1, , 1]
a[2, 2, 2, drop = FALSE]
b <- array(1:8, c(2, 2, 2), dimnames = list(c("u", "v"), c("p", "q"), NULL))
b[1, 2, 1]
e <- matrix(1:4, 2, dimnames = list(NULL, NULL))
e[1, 1]
t1 <- table(c("a", "b", "b"))
t1[["b"]]
str(m[1, "b"])
