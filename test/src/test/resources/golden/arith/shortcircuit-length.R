x <- c(TRUE, FALSE) && TRUE
print(x)
y <- FALSE || c(TRUE, FALSE)
print(y)
