# A generic loop (over a list) calling a typed function with arithmetic arguments: `x + 1` and
# `x * 2` computed before the call (base operators on plain numbers), no promises.
leaf <- function(x) x * x + 1
xs <- as.list(seq_len(1e6) / 7)
s <- 0
for (x in xs) s <- s + leaf(x + 1) + leaf(x * 2)
print(s)
