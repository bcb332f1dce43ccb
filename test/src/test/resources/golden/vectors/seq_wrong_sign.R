print(seq(1, 2, by = 0.25))
seq(1, 10, by = -1)
