# empty matrices
print(matrix(numeric(0), 0, 0))
print(matrix(numeric(0), 0, 2))
print(matrix(numeric(0), 2, 0))
m <- matrix(1:4, 2)
attr(m, "foo") <- "bar"
print(m)
