# Monte Carlo and simulation
set.seed(123)
n <- 10000
inside <- 0
for (i in 1:n) { p <- runif(2); if (sum(p^2) <= 1) inside <- inside + 1 }
cat("pi estimate:", 4 * inside / n, "\n")
walk <- cumsum(sample(c(-1, 1), 100, replace = TRUE))
print(range(walk)); print(walk[100])
boot <- replicate(5, mean(sample(1:10, replace = TRUE)))
print(boot)
m <- matrix(0, 3, 3)
for (i in 1:3) for (j in 1:3) m[i, j] <- i * 10 + j
print(m)
print(m[m > 20])
m[2, ] <- 0
print(m)
lst <- list()
for (k in 1:3) lst[[k]] <- k * 1:k
print(lst)
print(lengths(lst))
fib <- numeric(10); fib[1:2] <- 1
for (i in 3:10) fib[i] <- fib[i - 1] + fib[i - 2]
print(fib)
counts <- integer(0)
for (w in c("a", "b", "a")) counts[w] <- if (is.na(counts[w])) 1L else counts[w] + 1L
print(counts)
s <- 0; repeat { s <- s + 1; if (s >= 5) break }; print(s)
f <- function(x, ...) { args <- list(...); length(args) }
print(f(1, 2, 3))
g <- function(a, b = a * 2) a + b
print(g(3)); print(g(3, 1)); print(g(b = 1, a = 2))
h <- function(n) { force(n); function(x) x^n }
sq <- h(2); cube <- h(3)
print(c(sq(4), cube(2)))
make.counter <- function() { i <- 0; function() { i <<- i + 1; i } }
cnt <- make.counter(); cnt(); cnt(); print(cnt())
print(do.call(paste, list("a", "b", sep = "-")))
print(Recall <- NULL)
x <- c(5, 3, 8); x[5] <- 1; print(x)
v <- 1:10; v[v %% 2 == 0] <- 0L; print(v)
print(mapply(function(x, y) x + y, 1:3, c(a = 10, b = 20, c = 30)))
print(outer(1:3, 1:4, "+"))
print(sapply(list(a = 1:3, b = 4:6), range))
print(array(1:8, c(2, 4)))
print(identical(c(1, 2), c(1, 2)))
print(switch("b", a = "A", b = , c = "BC", "other"))
print(vapply(split(mtcars_like <- c(1, 2, 3, 4), c(1, 1, 2, 2)), sum, numeric(1)))
print(trunc(-2.7)); print(ceiling(-2.1)); print(-7 %/% 2); print(-7 %% 2)
print(bitwAnd(12L, 10L))
print(rowMeans(matrix(1:6, 2))); print(colSums(matrix(1:6, 2)))
print(max.col(matrix(c(1, 5, 3, 2, 9, 1), 2)))
print(which(matrix(c(TRUE, FALSE, TRUE, TRUE), 2), arr.ind = TRUE))
