# Strings built with paste0 in a loop, and sprintf/paste vectorized.
s <- ""
for (i in 1:3000) s <- paste0(s, i %% 10)
print(nchar(s))
ids <- character(0)
for (i in 1:1e4) ids[i] <- paste0("id_", i)
print(tail(ids))
v <- sprintf("%05d-%s-%.2f", 1:1e5, letters[(1:1e5) %% 26 + 1], (1:1e5) / 3)
print(head(v)); print(length(unique(substr(v, 7, 7))))
p <- paste("x", 1:1e5, sep = "_", collapse = NULL)
print(sum(nchar(p)))
