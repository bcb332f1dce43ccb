m <- matrix(1:6, 2)
print(which(m > 2, arr.ind = TRUE))
print(which(m %% 2 == 0))
