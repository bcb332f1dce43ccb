# matrix() of data with exactly nrow * ncol elements, fresh or bound
f <- function() matrix(5, 1, 1)
f(); f()
g <- function() matrix(c(1.5, 2.5, 3.5, 4.5), 2)
a <- g(); a[1, 1] <- 0; g()
x <- c(3L, 1L, 4L, 1L, 5L, 9L)
m <- matrix(x, 2, 3)
m[2, 2] <- 100L
m
x
matrix(rnorm(0), 0, 4)
set.seed(7); matrix(round(rnorm(6), 3), 3)
matrix(c(a = 1, b = 2, c = 3, d = 4), 2)
matrix(c(TRUE, NA, FALSE, TRUE), 2, byrow = TRUE)
matrix(letters[1:6], 2, dimnames = list(c("r1", "r2"), NULL))
matrix(list(1, "a", TRUE, NULL), 2)
matrix(1:6, ncol = 2)
y <- seq(0.5, 3, by = 0.5)
h <- matrix(y, 3)
h[1, 1] <- -1
y
h
for (i in 1:2) print(matrix(c(i, 2, 3, 4), 2))
