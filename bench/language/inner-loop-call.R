# A call inside an inner loop (rarely made): the inner loop runs typed inside the outer loop's
# JVM code, its call between typed statements (a compiled jar; docs/COMPILER.md, Calls).
s <- 0; resets <- 0L
for (i in 1:1000000) {
  for (j in 1:3) {
    s <- s + i * j
    if (s > 1e11) { cat("reset at", i, j, "\n"); s <- 0; resets <- resets + 1L }
  }
}
print(c(s, resets))
