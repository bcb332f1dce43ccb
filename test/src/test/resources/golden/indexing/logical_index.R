x <- 1:6
print(x[c(TRUE, FALSE)])
print(x[x > 3])
print(x[c(TRUE, NA, FALSE)])
print(x[rep(FALSE, 6)])
print(x[c(TRUE, TRUE, TRUE, TRUE, TRUE, TRUE, TRUE)])
y <- c(a = 1, b = 2, c = 3)
print(y[c(TRUE, FALSE, TRUE)])
print(y[y != 2])
