print(sort(c(3L, 1L, 2L)))
sort(list(3, 1))
