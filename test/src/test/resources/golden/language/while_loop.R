# while loops, including one that never runs.
n <- 27
steps <- 0
while (n != 1) {
  n <- if (n %% 2 == 0) n / 2 else 3 * n + 1
  steps <- steps + 1
}
steps
while (FALSE) print("never")
x <- 1
while (TRUE) {
  x <- x * 2
  if (x > 100) break
}
x
