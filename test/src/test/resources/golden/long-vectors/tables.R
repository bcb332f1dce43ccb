# duplicated(fromLast = TRUE) and table() of long vectors: doubles with NA, NaN, -0 and Inf
# (table's levels from the distinct values as R makes them, every useNA and exclude), integers
# and logicals. Run at sizes R holds, and again with flashr's vector limit lowered below n.
n <- 5e4
x <- ((1:n * 7919) %% 10007 - 5000) / 8
x[c(7, 30001, 44)] <- NA; x[c(8, 12, 49999)] <- NaN; x[c(20, 21, 22)] <- c(-0, Inf, -Inf); x[n] <- 0
d <- duplicated(x, fromLast = TRUE); typeof(d); length(d); sum(d); which(!d)[1:12]; rev(which(!d))[1:5]
d[c(7, 8, 12, 44, 30001, 49999, 20, n)]
y <- (1:n) %% 1000L; y[c(4, 9)] <- NA; y[c(5, 6, 70)] <- c(-7L, 2000000000L, -7L)
dy <- duplicated(y, fromLast = TRUE); sum(dy); which(!dy)[c(1:5, 990:1002)]
b <- x > 100; db <- duplicated(b, fromLast = TRUE); which(!db)
sum(duplicated(x, fromLast = TRUE) != rev(duplicated(rev(x))))
w <- round(x / 500); x2 <- x; x2[7] <- 1; table(round(x2 / 500), useNA = "ifany")
t1 <- table(w); t1; typeof(t1); names(dimnames(t1))
table(w, useNA = "ifany"); table(w, useNA = "always"); table(w, exclude = NULL)
table(w, exclude = NaN); table(w, exclude = c(NA, 0)); table(w, exclude = -10, useNA = "ifany")
v <- x / 7 + 0.1; tv <- table(v); length(tv); tv[1:3]; names(tv)[c(1:3, length(tv) - 0:2)]; sum(tv)
table(v, useNA = "ifany")[length(tv) + 0:2]
table(y %% 5L, useNA = "ifany"); table(b); table(b, useNA = "always"); table(b, exclude = TRUE)
table(y > 500L, useNA = "ifany")
r <- tryCatch(table(w, useNA = "sometimes"), error = function(e) conditionMessage(e)); r
