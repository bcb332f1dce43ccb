# x[mask] <- value with a logical mask as long as x: the replacement R does, types promoted
x <- c(-1.5, NA, 3, NaN, -Inf, 2)
y <- x; y[is.na(y)] <- 0; y
y <- x; y[y < 0] <- 0; y
y <- x; y[!is.na(y) & y > 0] <- NA; y
y <- x; y[is.nan(y)] <- -1L; y
y <- x; y[is.infinite(y)] <- 1e6; y
i <- c(5L, NA, -2L, 8L)
k <- i; k[is.na(k)] <- 0L; k; typeof(k)
k <- i; k[is.na(k)] <- 0; k; typeof(k)
k <- i; k[k > 4L] <- NA; k; typeof(k)
k <- i; k[k > 100L] <- 0.5; k; typeof(k)
k <- i; k[c(TRUE, NA, FALSE, TRUE)] <- 1L; k
k <- i; k[k < 0L] <- TRUE; k
l <- c(TRUE, NA, FALSE)
q <- l; q[is.na(q)] <- FALSE; q; typeof(q)
q <- l; q[q] <- 2L; q; typeof(q)
q <- l; q[!is.na(q)] <- 2.5; q
m <- matrix(c(1, -2, NA, 4, -5, NaN, 7, 8, -9), 3)
X <- m; X[X < 0] <- 0; X
X <- m; X[is.na(X)] <- 0; X
X <- m; X[is.na(X)] <- mean(X, na.rm = TRUE); X
X <- m; X[X > 100] <- 1; X
X <- m; X[c(TRUE, FALSE, TRUE, FALSE, TRUE, FALSE, TRUE, FALSE, TRUE)] <- -1; X
mi <- matrix(c(1L, NA, 3L, 4L), 2)
M <- mi; M[is.na(M)] <- 0L; M; typeof(M)
M <- mi; M[M > 2L] <- 2.5; M
z <- numeric(0); z[is.na(z)] <- 0; z
one <- matrix(c(NA, 1), 1); one[is.na(one)] <- 9; one
set.seed(4)
v <- round(rnorm(35), 1)
v[c(1, 17, 35)] <- NA
v[v < -1] <- -1
v[is.na(v)] <- 0
v
sum(v)
w <- matrix(v, 5)
w[w == 0] <- NA
colSums(w, na.rm = TRUE)
