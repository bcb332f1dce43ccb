# rowSums errors
r <- try(rowSums(matrix(letters[1:4], 2)), silent = TRUE)
cat(r)
colSums(array(1:8, c(2, 2, 2)), dims = 3)
