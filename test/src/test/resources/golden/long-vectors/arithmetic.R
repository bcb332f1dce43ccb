# integer arithmetic, coercion and their warnings on long vectors (R's types and NAs). Run in every
# mode at sizes R holds, and again with flashr's vector limit lowered below n (warnings by a pass).
n <- 5e4
y <- (1:n) %% 10007L - 5000L
typeof(y); length(y); y[c(1:5, n)]; sum(y); range(y)
z <- y * 429497L; typeof(z); sum(is.na(z)); z[c(1:3, n)]
w <- y * 3L + 7L; typeof(w); sum(w); w[n - 2:0]
v <- y; v[c(3, 17)] <- NA; u <- v * 2L; sum(is.na(u)); u[1:4]
p <- 2147483000L + y; sum(is.na(p)); p[c(1, n)]
x <- ((1:n * 7919) %% 10007 - 5000) / 8
x[c(7, 30001)] <- NA; x[8] <- NaN; x[c(21, 22)] <- c(Inf, -Inf)
i <- as.integer(x); typeof(i); i[c(1:8, 21, 22)]; sum(i, na.rm = TRUE); sum(is.na(i))
j <- as.integer(x * 1e6); sum(is.na(j)); j[1:3]
s <- sqrt(x); sum(is.na(s)); s[1:3]
l <- log(y + 5001L); sum(l)
b <- x > 100; bi <- b + 0L; typeof(bi); sum(bi, na.rm = TRUE)
sum(y + 2147480000L)
big <- rep(2000000000L, n); typeof(big); sum(big)
cy <- cumsum(y); typeof(cy); cy[c(1:3, n)]
cb <- cumsum(big); sum(is.na(cb)); cb[1:3]
cv <- cumsum(v); sum(is.na(cv)); cv[1:4]
-y[1:3]; typeof(-y); typeof(abs(y)); sum(abs(y)); y %/% 7L -> q; typeof(q); sum(q)
sa <- seq_along(x); typeof(sa); length(sa); sa[n - 1:0]; sum(sa[x > 0 & !is.na(x)])
