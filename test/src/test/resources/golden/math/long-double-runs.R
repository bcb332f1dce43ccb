# R's long double sums of doubles (sum, mean, cumsum, colSums, colMeans) on runs long enough for
# every way the sums are taken: whole units, rounding in one binade, binades crossed, specials
show <- function(label, v) cat(label, sprintf("%.17g", v), "\n")
set.seed(42)
u <- runif(6000, -1, 1)                 # whole units of 2^-31
g <- rnorm(6000) * 1000                 # rounds at every step, the sum crosses zero
p <- sqrt(runif(6000)) * 3 + 1          # rounds at every step, one way
t <- sample(-512:511, 6000, TRUE) * 2^-40 + 2^20   # few bits: ties
s <- runif(3000) * 1e-310               # subnormal
h <- runif(3000) * 1e300                # huge
w <- c(rep(2^60, 700), runif(700) * 1e6)           # whole numbers that outgrow one unit
for (nm in c("u", "g", "p", "t", "s", "h", "w")) {   # cancellation: long-double-cancellation.R
  x <- get(nm)
  show(paste("sum", nm), sum(x))
  show(paste("mean", nm), mean(x))
  cs <- cumsum(x)
  show(paste("cumsum", nm), cs[c(1, 2, 100, 1000, length(x))])
  show(paste("cumsum sum", nm), sum(cs))
  M <- matrix(x[seq_len(length(x) - length(x) %% 3)], ncol = 3)
  show(paste("colSums", nm), colSums(M))
  show(paste("colMeans", nm), colMeans(M))
}
x <- g; x[c(10, 4000)] <- NA; x[2000] <- NaN
show("sum NA", sum(x)); show("sum NA rm", sum(x, na.rm = TRUE)); show("mean NA", mean(x))
show("cumsum NA", cumsum(x)[c(9, 10, 11, 6000)])
M <- matrix(x, ncol = 2)
show("colSums NA", colSums(M)); show("colSums NA rm", colSums(M, na.rm = TRUE)); show("colMeans NA rm", colMeans(M, na.rm = TRUE))
y <- u; y[3000] <- NaN
show("sum NaN", sum(y)); show("sum NaN rm", sum(y, na.rm = TRUE)); show("colSums NaN rm", colSums(matrix(y, ncol = 3), na.rm = TRUE))
z <- p; z[100] <- Inf
show("sum Inf", sum(z)); show("cumsum Inf", cumsum(z)[c(99, 100, 6000)])
z[200] <- -Inf
show("sum Inf -Inf", sum(z)); show("colSums Inf", colSums(matrix(z, ncol = 2)))
show("empty", c(sum(numeric(0)), mean(numeric(0)), length(cumsum(numeric(0)))))
show("one", c(sum(0.1), mean(0.1), cumsum(0.1), colSums(matrix(0.1)), colMeans(matrix(0.1))))
show("zero rows", colSums(matrix(numeric(0), ncol = 2)))
