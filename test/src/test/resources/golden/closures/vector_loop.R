# Element-wise updates in a loop.
n <- 10
x <- numeric(n)
for (i in seq_len(n)) x[i] <- i^2
x
s <- character(0)
for (w in c("a", "b", "c")) s[length(s) + 1] <- toupper(w)
s
m <- matrix(0, 2, 3)
for (i in 1:2) for (j in 1:3) m[i, j] <- i * 10 + j
m
