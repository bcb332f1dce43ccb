# A vector filled element by element in a loop that grows it (x[i] <- ... past its end) and one
# preallocated, then summarized.
x <- c()
for (i in 1:1e5) x[i] <- i %% 13 + 0.5
y <- numeric(1e5)
for (i in seq_along(y)) y[i] <- if (i %% 2 == 0) x[i] else -x[i]
print(summary(x))
print(sum(y))
