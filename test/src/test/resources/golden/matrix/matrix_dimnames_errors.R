# matrix(): dimnames of the wrong length
m <- matrix(1:4, 2, dimnames = list(c("a", "b")))
print(m)
matrix(1:6, 2, dimnames = list(c("a")))
