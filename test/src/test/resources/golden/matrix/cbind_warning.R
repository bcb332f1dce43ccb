# cbind/rbind recycling warnings
a <- c(x = 1, y = 2)
print(cbind(1:3, a))
m <- matrix(1:4, 2)
print(cbind(m, 1:3))
print(rbind(1:3, 1:2))
