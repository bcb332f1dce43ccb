# printing: factors, NA, numbers, wide frames
df <- data.frame(f = factor(c("lo", "hi", NA, "lo")), s = c("alpha", NA, "c", "dd"),
                 n = c(3.14159, -2, NA, 1e6), i = c(NA, 2L, 30L, 400L), l = c(NA, TRUE, FALSE, TRUE))
df
print(df, row.names = FALSE)
print(df, digits = 3)
data.frame()
data.frame(a = integer(0), b = character(0))
df[0, ]
df[, 0]
big <- data.frame(matrix(round(seq(0.5, 60, length.out = 60), 2), 3))
big
data.frame(x = c(0.001, 123.456, 1e-10))
data.frame(x = c(1e15, 1), y = -1:0)
