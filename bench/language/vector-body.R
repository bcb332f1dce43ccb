# Typed function bodies with numeric vectors: a bubble sort of an argument (copied on its first
# write, as R does) and a vector made, filled and summed, each a function called from the top level.
bs <- function(x) {
  n <- length(x)
  for (i in 1:(n - 1)) for (j in 1:(n - i)) if (x[j] > x[j + 1]) { t <- x[j]; x[j] <- x[j + 1]; x[j + 1] <- t }
  x
}
fill <- function(n) { v <- numeric(n); for (i in seq_len(n)) v[i] <- i * 2; sum(v) }
set.seed(42)
x <- runif(3000)
print(identical(bs(x), sort(x)))
print(fill(1e6))
