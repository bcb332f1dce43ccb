df <- data.frame(x = c(10, 20, 30), y = c("a", "b", "c"))
rownames(df) <- c("one", "two", "three")
df
df["two", ]
df[c("three", "one"), "x"]
rownames(df)
row.names(df) <- NULL
df
dimnames(df) <- list(c("A", "B", "C"), c("p", "q"))
df
df2 <- data.frame(v = 1:3, row.names = c("u", "v", "w"))
df2[-1, , drop = FALSE]
as.matrix(df2)
r <- tryCatch(data.frame(a = 1:2, row.names = c("r", "r")), error = function(e) conditionMessage(e))
r
x <- data.frame(a = 1:4)
x[c(4, 2), , drop = FALSE]
rownames(x[c(4, 2), , drop = FALSE])
