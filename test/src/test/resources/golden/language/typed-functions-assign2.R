# x[[i]] <- v in typed bodies (issue 25): double, integer and logical vectors, indices out of range
cum <- function(x) { for (i in seq_along(x)) if (i > 1) x[[i]] <- x[[i - 1]] + x[[i]]; x }
w <- c(1, 2, 3.5)
cum(w)
print(w)
cum(1:4)
typeof(cum(1:4))
cum(numeric(0))
cum(c(a = 1, b = 2))
cum(c(2147483647L, 1L))
cum(seq(0.5, 100, by = 0.5))[200]
setk <- function(x, k, v) { x[[k]] <- v; x }
setk(c(1, 2), 2, 9)
setk(c(1, 2), 3, 9)
setk(c(1, 2), 2.9, 9)
setk(1:3, 2L, 7L)
setk(1:3, 2L, 7.5)
setk(c(TRUE, FALSE), 1, 5)
lg <- function(n) { v <- logical(n); for (i in seq_len(n)) v[[i]] <- i %% 2L == 0L; v }
lg(5)
