# scale(): wrong length of center
scale(matrix(1:4, 2), center = 1:3)
