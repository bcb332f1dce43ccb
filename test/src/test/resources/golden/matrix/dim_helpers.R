# nrow, ncol, NROW, NCOL
m <- matrix(1:6, 2)
print(nrow(m)); print(ncol(m))
print(nrow(1:3)); print(ncol(1:3))
print(NROW(1:3)); print(NCOL(1:3))
print(NROW(m)); print(NCOL(m))
print(NROW(NULL)); print(NCOL(NULL))
print(ncol(array(1:3)))
