# named vectors: names above values
x <- c(a = 1, bb = 2, ccc = 3)
print(x)
y <- c(first = 1.5, second = NA, third = 100)
y
print(c(a = 1L, b = 22L))
print(c(x = "a", y = "bb"))
z <- c(alpha = 1, beta = 2, gamma = 3, delta = 4, epsilon = 5, zeta = 6, eta = 7, theta = 8,
       iota = 9, kappa = 10, lambda = 11, mu = 12, nu = 13, xi = 14)
print(z)
print(c(a = 1, 2, c = 3))
