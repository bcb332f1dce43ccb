# rowsum(): sums by group, sorted groups
x <- matrix(1:8, 4, dimnames = list(NULL, c("a", "b")))
print(rowsum(x, c(2, 1, 2, 1)))
print(rowsum(c(1.5, 2, 3), c("b", "a", "b")))
print(rowsum(1:4, c(1, 2, 1, 2), reorder = FALSE))
print(rowsum(c(1, NA, 3), c("x", "x", "y")))
print(rowsum(c(1, NA, 3), c("x", "x", "y"), na.rm = TRUE))
