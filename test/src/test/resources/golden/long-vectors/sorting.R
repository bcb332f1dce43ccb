# sort and order of long vectors: stable, -0 equal to 0, NA and NaN in their original order
# (dropped by sort, last by order), decreasing, na.last. Run in every mode at sizes R holds, and
# again with flashr's vector limit lowered below n, so that these vectors take the engine's sort.
n <- 5e4
# an exact checksum of the order of v's finite elements
h <- function(v) { f <- v[abs(v) < Inf]; print(sum(f * as.numeric(1:length(f))), digits = 15) }
x <- ((1:n * 7919) %% 10007 - 5000) / 8
x[c(7, 30001, 44)] <- NA; x[c(8, 12)] <- NaN; x[c(20, 21, 22)] <- c(-0, Inf, -Inf); x[n] <- 0
s <- sort(x); length(s); typeof(s); s[1:10]; s[length(s) - 9:0]; h(s)
1 / s[s == 0][1:4]
d <- sort(x, decreasing = TRUE); length(d); d[1:5]; d[length(d) - 4:0]; h(d)
l <- sort(x, na.last = TRUE); length(l); l[length(l) - 6:0]; l[c(1, 2, n - 5)]
f <- sort(x, decreasing = TRUE, na.last = FALSE); f[1:7]; f[n - 1:0]
o <- order(x); length(o); typeof(o); o[1:10]; o[n - 9:0]; h(o)
od <- order(x, decreasing = TRUE); od[1:6]; od[n - 5:0]; h(od)
order(x, na.last = FALSE)[1:8]; order(x, decreasing = TRUE, na.last = FALSE)[c(1:6, n)]
on <- order(x, na.last = NA); length(on); on[1:3]; on[length(on)]; h(on)
o[x[o] == 0 & !is.na(x[o])][1:6]
y <- (1:n) %% 1000L; y[c(4, 9)] <- NA; y[c(5, 6, 70)] <- c(-7L, 2000000000L, -7L)
sy <- sort(y); typeof(sy); length(sy); sy[1:6]; sy[length(sy)]; h(sy)
oy <- order(y, decreasing = TRUE); oy[1:6]; oy[n - 2:0]; h(oy)
b <- x > 100; sb <- sort(b); typeof(sb); length(sb); sum(sb); sb[c(1, length(sb))]
ob <- order(b, na.last = FALSE); ob[1:8]; h(ob)
z <- rep(NA_real_, n); z[c(5, 9, 2, 40000, 3)] <- c(3, 1, -0, NaN, 1)
sort(z); 1 / sort(z); sort(z, decreasing = TRUE); order(z, na.last = NA); order(z)[1:6]; typeof(sort(z))
sort(z, na.last = TRUE)[c(1:5, n)]
e <- rep(NA, n); sort(e); length(order(e, na.last = NA)); order(e)[c(1, n)]
