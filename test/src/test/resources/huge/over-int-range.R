# Vectors of more than 2^31 elements at their real size (not under a lowered limit): positions
# past the int range in passes, patches, element reads, a stored copy and a groupby. Run by
# HugeVectorsTest only with -Dflashr.test.huge=true (minutes of CPU; not in CI). The expected
# output (over-int-range.out) is R's printing of values known in closed form: R itself would need
# 8.6 GB for x alone.
n <- 2^31 + 1000
x <- logical(n)
length(x)
x[c(1, 2^31 + 7, n)] <- c(TRUE, NA, TRUE)
sum(x, na.rm = TRUE)
anyNA(x)
x[c(2^31 + 6, 2^31 + 7, n)]
y <- seq_len(n) %% 7L == 0L
sum(y)
table(y)
r <- rev(x)
r[c(1, n - 2^31 - 6, n)]
sum(r, na.rm = TRUE)
