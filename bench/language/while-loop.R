# An integer while loop: integer locals in a compiled jar (R's integer arithmetic, overflow checked).
i <- 0L; s <- 0L
while (i < 10000000L) { i <- i + 1L; if (s > 1000000L) s <- s - 1000000L; s <- s + 3L }
print(s)
