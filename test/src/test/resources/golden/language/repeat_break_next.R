# repeat, break and next.
i <- 0
repeat {
  i <- i + 1
  if (i %% 2 == 0) next
  if (i > 7) break
  cat("odd:", i, "\n")
}
i
for (k in 1:10) {
  if (k == 3) next
  if (k == 6) break
  print(k)
}
