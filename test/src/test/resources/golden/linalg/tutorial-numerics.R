# numerical methods tutorials
f <- function(x) x^3 - 2 * x - 5
bisect <- function(f, a, b, tol = 1e-10) { while (b - a > tol) { m <- (a + b) / 2; if (f(a) * f(m) <= 0) b <- m else a <- m }; (a + b) / 2 }
print(bisect(f, 2, 3), digits = 10)
newton <- function(f, df, x, n = 20) { for (i in 1:n) x <- x - f(x) / df(x); x }
print(newton(f, function(x) 3 * x^2 - 2, 2), digits = 12)
trap <- function(f, a, b, n = 1000) { h <- (b - a) / n; x <- seq(a, b, by = h); h * (sum(f(x)) - (f(a) + f(b)) / 2) }
print(trap(sin, 0, pi), digits = 10)
A <- matrix(c(4, -2, 1, -2, 4, -2, 1, -2, 4), 3)
b <- c(11, -16, 17)
print(solve(A, b))
L <- chol(A); print(round(L, 6))
print(backsolve(L, forwardsolve(t(L), b)))
e <- eigen(A); print(round(e$values, 6))
s <- svd(A); print(round(s$d, 6))
print(round(det(A), 6)); print(round(norm(A, "F"), 6)); print(kappa <- max(s$d) / min(s$d))
x <- 1:10; y <- c(2.1, 3.9, 6.2, 7.8, 10.1, 12.2, 13.8, 16.1, 18.0, 20.2)
print(round(qr.solve(cbind(1, x), y), 6))
p <- poly <- c(1, -6, 11, -6)
horner <- function(p, x) Reduce(function(a, b) a * x + b, p)
print(horner(p, 1:4))
fibm <- local({ memo <- c(1, 1); function(n) { if (n <= length(memo)) return(memo[n]); v <- fibm(n - 1) + fibm(n - 2); memo[n] <<- v; v } })
print(fibm(50))
print(format(fibm(80), big.mark = ","))
cum <- cumsum(1 / (1:1000)^2); print(sqrt(6 * cum[1000]), digits = 10)
set.seed(99); u <- runif(1e5); print(mean(4 * sqrt(1 - u^2)), digits = 6)
print(outer(1:3, 1:3, function(i, j) 1 / (i + j - 1)))
print(crossprod(1:3))
print(1:3 %o% 1:2)
