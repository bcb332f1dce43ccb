# summary of data frames and matrices: one column of "label:value" cells per variable (numbers,
# factors, characters, logicals, NA counts), the header centred over the labels; a table
# of extent 0 x 0 for an empty data frame
df <- data.frame(a = 1:10, b = round(seq(0.5, 5, by = 0.5)^2, 2))
summary(df)
summary(as.data.frame(matrix(c(1.5, 2, 3, 4, NA, 6), 3, 2)))
set.seed(1)
m <- matrix(round(rnorm(20), 2), 10, 2)
summary(m)
summary(cbind(x = c(1e-10, 2, 3), yy = c(100, 2000, 30000)))
d2 <- data.frame(f = factor(c("a", "b", "a", "c")), s = c("x", "y", "z", "w"), l = c(TRUE, FALSE, NA, TRUE), n = c(1.25, NA, 3, 4))
summary(d2)
summary(d2, digits = 2)
x <- summary(df); print(class(x)); print(dim(x)); print(dimnames(x))
summary(data.frame())
