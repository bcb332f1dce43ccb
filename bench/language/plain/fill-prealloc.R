# Preallocated vectors (double, integer, character, list) filled in loops.
x <- numeric(1e5)
for (i in 1:1e5) x[i] <- i^2
n <- integer(1e5)
for (i in seq_along(n)) n[i] <- i %/% 3L
s <- character(1e4)
for (i in 1:1e4) s[i] <- if (i %% 2 == 0) "even" else "odd"
l <- vector("list", 1e4)
for (i in 1:1e4) l[[i]] <- i
print(sum(x)); print(sum(n)); print(table(s)); print(length(l))
