# Vectors longer than flashr's heap vectors hold are held lazily by the engine (copies of one value,
# sequences, generated deviates). This script runs in every mode of the corpus at sizes R holds, and
# again with flashr's vector limit lowered below n, so that these vectors take the long-vector paths.
n <- 5e4
x <- numeric(n)
length(x); typeof(x); typeof(length(x)); x[n]; x[[n - 1]]; head(x); tail(x, 3)
x[c(n, NA, 0, n + 1)]
x[n - 2] <- 7; x[[5]] <- -1; x[c(2, 3)] <- c(0.5, 0.25)
x[c(1:5, n - 2, n)]; typeof(x); length(x)
x2 <- x; x2[1] <- 99; x[1]; x2[1]; f <- function(v) { v[[2]] <- -5; v[2] }; f(x); x[2]
sum(x); mean(x); range(x); max(x); min(x); sum(x > 0); any(x < 0); all(x >= -1)
sum(x + 1); sum(x * 2 - 1); sum(x^2); sum(abs(x)); sum(is.na(x))
y <- integer(n); typeof(y); y[2] <- 2L; typeof(y); sum(y); y[[3]] <- 2.5; typeof(y); y[1:4]; sum(y)
z <- logical(n); typeof(z); z[10] <- TRUE; sum(z); any(z); all(z); z[9:11]
z[11] <- NA; sum(z); sum(z, na.rm = TRUE); any(z); anyNA(z)
r <- rep(2L, n); typeof(r); sum(r); max(r); rep_len(1.5, n)[n]; length(rep(TRUE, times = n)); typeof(rep(TRUE, n))
rep(NA_real_, length.out = n)[1]; sum(rep(NA, n)); sum(rep(NA_integer_, n), na.rm = TRUE); typeof(rep(NA, each = n))
s <- 1:n; typeof(s); sum(s); s[n]; sum(s > n / 2); typeof(seq_len(n)); seq_len(n)[n]
m <- matrix(1, 500, 100); dim(m); sum(m); m[500, 100]; typeof(matrix(1L, 500, 100))
v <- vector("integer", n); length(v); typeof(vector("logical", n)); sum(double(n) + 3)
u <- runif(n); length(u); all(u >= 0 & u < 1); abs(mean(u) - 0.5) < 0.01
g <- rnorm(n, 5, 2); length(g); abs(mean(g) - 5) < 0.05; u2 <- runif(n, -3, -1); all(u2 >= -3 & u2 < -1)
