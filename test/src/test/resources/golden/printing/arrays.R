# arrays of three dimensions and one dimension
a <- array(1:8, c(2, 2, 2))
print(a)
a2 <- array(1:4, c(2, 1, 2), dimnames = list(c("a", "b"), "c", c("X", "Y")))
a2
print(array(1:3, 3))
print(array(1:3, 3, dimnames = list(c("a", "b", "c"))))
