# Nested loops with integer %% and %/% and a logical local: typed whole in a compiled jar (the
# inner loops run inside the outer one's JVM code).
steps <- 0L
for (s in 1:30000) {
  n <- s
  while (n != 1L) {
    if (n %% 2L == 0L) n <- n %/% 2L else n <- 3L * n + 1L
    steps <- steps + 1L
  }
}
tot <- 0; odd <- FALSE
for (i in 1:1000) for (j in 1:1000) { odd <- (i * j) %% 2L == 1L; if (odd) tot <- tot + -(j %/% 3L) else tot <- tot + length(i) }
print(c(steps, tot))
