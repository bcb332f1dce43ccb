# cat in a loop.
for (i in 1:5000) cat("line", i, i / 4, "\n")
for (i in 1:2000) cat(sprintf("%5d: %8.3f\n", i, sqrt(i)))
