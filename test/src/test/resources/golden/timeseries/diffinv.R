diffinv(1:5); diffinv(1:6, 2, 2, xi=1:4); diffinv(ts(1:4, start=2000, frequency=4)); diffinv(matrix(1:6,3))
