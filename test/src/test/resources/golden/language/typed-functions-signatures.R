# Typed function bodies called with other types than the script's calls guess: a parameter
# guessed an integer (fibi(20L)) passed a double runs R's double arithmetic; every mix of
# doubles and integers of up to three parameters (interpreted, compiled, engine alike)
fibi <- function(n) if (n < 2L) n else fibi(n - 1L) + fibi(n - 2L)
print(fibi(20L)); print(typeof(fibi(20L)))
print(fibi(20)); print(typeof(fibi(20)))
print(fibi(2.5))
r <- try(fibi(NA), silent = TRUE); cat(r)
r <- try(fibi(NA_integer_), silent = TRUE); cat(r)
r <- try(fibi(NaN), silent = TRUE); cat(r)
mx <- function(a, b) a %/% b + a * b
print(c(mx(7L, 2L), mx(7, 2L), mx(7L, 2), mx(7.5, 2.5)))
print(c(mx(7L, 0L), mx(7, 0), mx(-7L, 0.5)))
print(c(typeof(mx(7L, 2L)), typeof(mx(7L, 2)), typeof(mx(7, 2L))))
print(mx(.Machine$integer.max, 2L))
print(mx(.Machine$integer.max, 2))
s <- 0
for (i in 1:12) s <- s + fibi(i) + fibi(i / 2)
print(s)
tot <- function(n) { t <- 0; for (k in seq_len(n)) t <- t + fibi(k * 0.5) + fibi(k); t }
print(c(tot(14), tot(3L)))
hal <- function(n) if (n < 1L) 0L else hal(n %/% 2L) + 1L
print(c(hal(1000L), hal(1000), hal(0.5)))
r <- try(hal(NA), silent = TRUE); cat(r)
print(typeof(hal(1000)))
kk <- function(n) { k <- 1L; k <- n; k * 2L }
print(c(kk(3L), kk(3), kk(NA))); print(typeof(kk(3))); print(typeof(kk(NA)))
tri <- function(a, b, c) (a + b) * c - a
print(c(tri(1L, 2L, 3L), tri(1, 2L, 3L), tri(1L, 2, 3L), tri(1L, 2L, 3), tri(1.5, 2.5, 3.5)))
print(c(typeof(tri(1L, 2L, 3L)), typeof(tri(1L, 2, 3L))))
print(tri(.Machine$integer.max, 1L, 1L))
print(tri(.Machine$integer.max, 1, 1L))
print(c(fibi(5L), fibi(5), fibi(TRUE)))
fibi <- function(n) -n
print(c(fibi(5L), fibi(5)))
