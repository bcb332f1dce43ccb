# Element-wise updates of a vector in a loop (copy-on-modify must not make this quadratic).
n <- 1e6
x <- numeric(n)
for (i in seq_len(n)) x[i] <- i / 2
print(sum(x))
