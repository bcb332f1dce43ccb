# Complex matrices, fft, polyroot and eigen() of non-symmetric real matrices
m <- matrix(c(1+1i, 2, 3-2i, 4), 2)
m %*% m
m %*% c(1, 1i)
c(1i, 2) %*% c(3, 1i)
t(m)
A <- matrix(c(0, 1, -1, 0), 2)
eigen(A)
B <- matrix(c(2, 0, 1, 1, 3, 0, 0, -1, 1), 3)
e <- eigen(B); e$values
eigen(B, only.values = TRUE)$values
Mod(e$values)
fft(c(1, 0, 0, 0)); fft(1:4); fft(c(1, 2, 1, 2, 1, 2, 1, 2))
Mod(fft(c(1, 2, 3))); round(fft(fft(1:6), inverse = TRUE) / 6, 10)
mvfft(matrix(c(1, 0, 1, 0, 1, 1, 1, 1), 4))
round(fft(matrix(1:6, 2)), 10)
Mod(polyroot(c(6, -5, 1))); sort(Re(polyroot(c(-6, 11, -6, 1))))
round(polyroot(c(1, 0, 1)), 12)
