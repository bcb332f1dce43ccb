# drop() removes extents of length one
m <- matrix(1:3, 1, dimnames = list("r", c("a", "b", "c")))
drop(m)
drop(matrix(5, dimnames = list("a", "b")))
x <- matrix(1:6, 2)
identical(drop(x), x)
drop(array(1:6, c(1, 2, 3)))
drop(array(1:6, c(1, 2, 3), dimnames = list("k", c("p", "q"), NULL)))
drop(1:3)
attributes(drop(matrix(1:2, 2, dimnames = list(c("p", "q"), "z"))))
drop(matrix(c(1.5, 2.5), 2)) * 2
