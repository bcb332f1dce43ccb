# formatReal's width counts a sign and a three-digit exponent together, as R does: every element is
# padded to it in print, format, named vectors and matrices
print(c(-9.4e-02, 1.07e-113))
print(c(1.07e-113, 2))
print(c(-1, 1e-300, 5e200))
x <- c(-9.4e-02, 1.07e-113); names(x) <- c("a", "b"); print(x)
print(matrix(c(-9.4e-02, 1.07e-113, 3, 4), 2))
format(c(-9.4e-02, 1.07e-113))
z <- c(a = 1+2i, b = -3.5-1e-120i); print(z)
print(c(a = 1, b = NA, c = -Inf))
format(c(-1, 1e-300), width = 3)
format(c(a = -2.5e-200, b = 3))
summary(c(-9.4e-02, 1.07e-113))
