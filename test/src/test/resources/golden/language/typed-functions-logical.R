# Typed bodies with logical vectors (issue 25): elements of logical vectors as conditions,
# comparisons of vector elements, && || !, logical(n), v[i] <- TRUE, sum/any/all of logicals
f <- function(x, ok) { s <- 0; for (i in seq_along(x)) if (x[i] > 0 && ok[i]) s <- s + x[i]; s }
f(c(1, -2, 3, 4), c(TRUE, TRUE, FALSE, TRUE))
f(1:4, c(TRUE, FALSE, TRUE, TRUE))
r <- try(f(c(1, 2), c(TRUE, NA)))
f(c(-1, 2), c(NA, TRUE))
f(c(1, 2), c(1, 0))
r <- try(f(c(1, 2, 3), c(TRUE, FALSE)))
f(numeric(0), logical(0))
f(c(1, 2), c(x = TRUE, y = FALSE))
x <- seq(-1, 1, by = 0.001)
ok <- rep(c(TRUE, FALSE, TRUE), length.out = length(x))
f(x, ok)
for (k in 1:3) print(f(x * k, !ok))

pos <- function(x) { v <- logical(length(x)); for (i in seq_along(x)) v[i] <- x[i] > 0; v }
pos(c(1, -1, 0, 2))
pos(c(1, NA, -3))
pos(integer(0))
typeof(pos(1:3))
identical(pos(x), x > 0)

cnt <- function(ok) { n <- 0L; for (i in seq_along(ok)) if (!ok[i]) n <- n + 1L; n + sum(ok) * 100L }
cnt(c(TRUE, FALSE, FALSE))
cnt(c(FALSE, TRUE, TRUE))
r <- try(cnt(c(TRUE, NA)))
cnt(logical(0))
typeof(cnt(TRUE))
cnt(ok)

fnd <- function(x, t) { found <- FALSE; for (i in seq_along(x)) if (x[i] == t) { found <- TRUE; break }; if (found) 1 else 0 }
fnd(c(3, 5, 7), 5)
fnd(c(3, 5, 7), 4)
r <- try(fnd(c(3, NA), 4))

aa <- function(ok) if (any(ok)) 1 else if (all(!ok)) 2 else 3
aa(c(FALSE, TRUE)); aa(c(FALSE, FALSE)); aa(c(TRUE, NA)); aa(logical(0))
r <- try(aa(c(FALSE, NA)))
al <- function(ok) { if (all(ok)) return(1); 0 }
al(c(TRUE, TRUE)); al(c(FALSE, NA)); al(logical(0))
r <- try(al(c(TRUE, NA)))

flip <- function(ok) { for (i in seq_along(ok)) ok[i] <- !ok[i]; ok }
w <- c(TRUE, NA, FALSE)
flip(w)
print(w)
wt <- function(x) { x[1] <- TRUE; x }
wt(c(5, 6)); wt(c(FALSE, FALSE))
sapply(list(c(TRUE, FALSE), c(FALSE, FALSE)), function(ok) f(c(1, 2), ok))
