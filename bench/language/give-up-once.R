# Loops whose typed code gives up early and then would be fine (a compiled jar; docs/COMPILER.md,
# Giving up an iteration): a vector grown past its end by its first iterations, then written in
# place; an integer counter that overflows once (NA with R's warning) and is reset.
x <- 0; s <- 0
for (i in 1:10000000) {
  j <- i %% 4L + 1L
  x[j] <- i * 0.5
  s <- s + x[j]
}
k <- .Machine$integer.max - 2L; wraps <- 0L; t <- 0
for (i in 1:10000000) {
  k <- k + 1L
  if (is.na(k)) { k <- 0L; wraps <- wraps + 1L }
  t <- t + k * 0.25
}
print(c(s, length(x), t, k, wraps))
