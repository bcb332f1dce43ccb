# A function typed on scalars whose body is a loop over seq_len(n), called from a typed loop.
sumsq <- function(n) { s <- 0; for (i in seq_len(n)) s <- s + i * i; s }
t <- 0
for (k in 1:3000) t <- t + sumsq(k)
print(t)
