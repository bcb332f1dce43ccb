# matrix()'s recycling warnings: rows first, then columns, then the whole size (R's tests on the data length)
for (d in list(list(2, 3, 3), list(2, 5, 3), list(3, 2, 5), list(4, 3, 4), list(2, 3, 5), list(3, 4, 4),
               list(5, 7, 2), list(4, 6, 5), list(7, 2, 3), list(2, 3, 4), list(6, 4, 9), list(4, 2, 3), list(2, 4, 3)))
  withCallingHandlers(
    { m <- matrix(seq_len(d[[1]]), d[[2]], d[[3]]); cat(d[[1]], d[[2]], d[[3]], ":", m[1, ], m[, 1], "\n") },
    warning = function(w) { cat(d[[1]], d[[2]], d[[3]], "warns:", conditionMessage(w), "\n"); invokeRestart("muffleWarning") })
matrix(c("a", "b"), 3, 3, byrow = TRUE)
m <- matrix(1:3, 0, 2)
