# cat of a list is an error
cat("before\n")
cat(list(1, 2), "x")
