# Selections from long vectors whose length depends on the data (which, logical and negative
# indexing) and cumulative sums. Run in every mode at sizes R holds, and again with flashr's
# vector limit lowered below n, so that these vectors take the long-vector paths.
n <- 5e4
x <- numeric(n); x[c(3, 10, n - 1, n)] <- c(1, -2, 5, 0.75); x[7] <- NA; x[8] <- NaN
w <- which(x > 0); w; typeof(w); which(x < 0); which(x > 100); typeof(which(x > 100))
which(is.na(x)); which(is.nan(x)); which(!is.na(x) & x != 0)
all <- which(x == 0); length(all); typeof(all); head(all); tail(all, 3); sum(all)
x[x > 0.5]; x[x < -1]; x[x > 100]; typeof(x[x > 100]); x[is.nan(x) | x > 2]
k <- x[x == 0]; length(k); sum(k); head(k, 3)
d <- x[-1]; length(d); d[1:9]; sum(d, na.rm = TRUE); tail(d, 2)
d <- x[-c(3, n, 10)]; length(d); d[1:9]; tail(d, 2); sum(d, na.rm = TRUE)
length(x[-(n + 1)]); x[-(n + 1)][c(3, n)]; length(x[c(-1, 0, -2)]); x[c(0, -n)][n - 1]
c1 <- cumsum(x); length(c1); c1[c(1:7, n)]; typeof(c1)
y <- integer(n); y[c(2, 5, n)] <- c(3L, -1L, 7L)
y[y != 0]; typeof(y[y != 0]); which(y > 0); y[-(1:2)][1:4]; typeof(y[-1])
cy <- cumsum(y); typeof(cy); cy[c(1, 2, 5, n - 1, n)]; sum(cumsum(y > 0))
y[4] <- NA; y[y > 0]; cumsum(y)[c(3, 4, n)]; which(y < 0)
z <- logical(n); z[c(1, n)] <- TRUE; z[2] <- NA; which(z); z[z]; typeof(z[z]); z[-1][c(1, n - 1)]
cumsum(z)[c(1, 2, n)]; typeof(cumsum(z))
u <- runif(n); h <- which(u < 0.5); abs(length(h) / n - 0.5) < 0.02; all(u[h] < 0.5)
v <- u[u < 0.5]; length(v) == length(h); all(v < 0.5); length(u[-(1:10)])
s <- 1:n; which(s %% 10000 == 0); s[s > n - 3]; cumsum(s)[n]; s[-(1:3)][1:2]; length(s[-(1:3)])
