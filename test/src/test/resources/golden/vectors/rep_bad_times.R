print(rep(1:2, times = 2:3))
rep(1:3, times = 1:2)
