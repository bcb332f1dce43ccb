# logical vectors
print(TRUE)
print(FALSE)
print(NA)
print(c(TRUE, FALSE, NA))
print(c(TRUE, TRUE))
print(logical(0))
print(c(a = TRUE, b = FALSE, c = NA))
x <- c(TRUE, FALSE, TRUE, FALSE, TRUE, FALSE, TRUE, FALSE, TRUE, FALSE, TRUE, FALSE, TRUE, FALSE, TRUE, FALSE, TRUE)
x
