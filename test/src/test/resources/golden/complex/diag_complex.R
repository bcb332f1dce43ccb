diag(2i, 1)
diag(c(1+2i, 3-1i))
diag(c(1+2i, 3-1i), 3)
m <- matrix(complex(real=1:4, imaginary=4:1), 2)
diag(m)
diag(m) <- c(9i, 8)
m
diag(1i, 2, 3)
x <- diag(3); diag(x) <- 1i; x
diag(c(TRUE,FALSE))
diag(as.raw(1:2))
diag(1:2)
diag(c(NA_complex_, 1i))
diag(complex(0), 0)
diag(2+0i)
diag(c(a=1i,b=2))
m <- matrix(1:4,2); diag(m) <- 1i; m
z <- matrix(1i, 2, 2, dimnames=list(c("a","b"), c("a","b"))); diag(z)
diag(as.raw(3), 2)
diag(c(1+1i, NA), 2, 3)
diag(2+0i)
diag(array(c(1i, 2), 2))
x <- matrix(as.raw(1:6), 2); diag(x); diag(x) <- as.raw(9); x
z <- matrix(1:6, 2); diag(z) <- c(1i, NA); z
diag(c(1i, 2), names = FALSE)
