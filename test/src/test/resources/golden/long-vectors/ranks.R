# rev, unique, duplicated, rank, median, quantile, tabulate and table of long vectors: NA and
# NaN (distinct values of their own), -0 equal to 0, ties, integers and logicals. Run in every
# mode at sizes R holds, and again with flashr's vector limit lowered below n.
n <- 5e4
h <- function(v) print(sum(as.numeric(v) * as.numeric(1:length(v)), na.rm = TRUE), digits = 15)
x <- ((1:n * 7919) %% 10007 - 5000) / 8
x[c(7, 30001, 44)] <- NA; x[c(8, 12)] <- NaN; x[c(20, 21, 22)] <- c(-0, Inf, -Inf); x[n] <- 0
r <- rev(x); length(r); typeof(r); r[1:5]; r[n - 0:4]; h(r)
y <- (1:n) %% 1000L; y[c(4, 9)] <- NA; y[c(5, 6, 70)] <- c(-7L, 2000000000L, -7L)
ry <- rev(y); typeof(ry); ry[c(1, n - 8:0)]
b <- x > 100; rb <- rev(b); typeof(rb); rb[n - 0:8]
u <- unique(x); length(u); typeof(u); u[1:10]; u[length(u) - 0:3]; h(u); 1 / u[u == 0 & !is.na(u)]
uy <- unique(y); length(uy); typeof(uy); uy[1:8]; h(uy)
unique(b)
d <- duplicated(x); typeof(d); length(d); sum(d); which(!d)[1:12]; h(d)
dy <- duplicated(y); sum(dy); which(!dy)[c(1:5, 1000:1004)]
k <- rank(x); typeof(k); length(k); k[1:10]; k[c(7, 8, 12, 21, 22, 44, 30001, n)]; h(k)
for (t in c("first", "last", "min", "max", "average")) {
  for (na in list(TRUE, FALSE, "keep", NA)) {
    rk <- rank(y, na.last = na, ties.method = t); cat(t, format(na), typeof(rk), length(rk), rk[c(1:10, 70)], "\n"); h(rk)
  }
}
rank(b)[1:5]; typeof(rank(b, ties.method = "min"))
median(x); median(x, na.rm = TRUE); median(y); median(y, na.rm = TRUE); median(y[-4], na.rm = TRUE); median(b, na.rm = TRUE)
z <- x[is.finite(x)]; median(z); median(z[-1])
quantile(x, na.rm = TRUE); quantile(y, c(0.1, 0.333, 0.9), na.rm = TRUE)
for (t in 1:9) print(quantile(z, c(0, 0.01, 0.5, 0.777, 1), type = t))
quantile(z, 0.5, names = FALSE)
r <- try(quantile(x), silent = TRUE); cat(r)
tabulate(y, 10); sum(tabulate(y, 2000)); yp <- y[y > 0 & !is.na(y)] %% 1500L; length(tabulate(yp)); tabulate(yp)[c(1:3, 998:1001)]
t1 <- table(y); length(t1); t1[1:5]
