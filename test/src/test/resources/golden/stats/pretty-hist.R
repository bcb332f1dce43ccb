# pretty breakpoints and histograms (counts only: plot = FALSE)
pretty(c(0, 1)); pretty(c(-3.7, 12.2)); pretty(1:10, n = 3); pretty(c(0.001, 0.0123))
pretty(c(1e6, 3.5e6)); pretty(5); pretty(0); pretty(c(-1e-20, 1e-20)); pretty(c(NA, 1, Inf, 7))
pretty(c(1, 1.0000001)); pretty(c(123456, 123457), n = 10); pretty(numeric(0)); pretty(c(-5, 5), min.n = 4)
pretty(c(0, 97), high.u.bias = 0.5); pretty(c(0.3, 2.7), n = 20)
set.seed(3)
x <- rnorm(1000)
h <- hist(x, plot = FALSE)
h
str(h)
hist(x, breaks = 5, plot = FALSE)$breaks
hist(x, breaks = "Scott", plot = FALSE)$counts
hist(x, breaks = "FD", plot = FALSE)$counts
hist(x, breaks = c(-4, -1, 0, 0.5, 4), plot = FALSE)
hist(c(1, 2, 2, 3, 3, 3), breaks = 0:3, right = FALSE, plot = FALSE)$counts
hist(c(1, 2, 2, 3, 3, 3), breaks = 0:3, plot = FALSE)$counts
tryCatch(hist(c(1, 2, 2, 3, 3, 3), breaks = 1:3, include.lowest = FALSE, plot = FALSE), error = function(e) conditionMessage(e))
hist(c(1.5, 2, 2, 3, 3, 3), breaks = 1:3, include.lowest = FALSE, plot = FALSE)$counts
hist(c(2, NA, 5, Inf, 4), plot = FALSE)$counts
hist(rpois(200, 3), breaks = function(v) seq(min(v) - 0.5, max(v) + 0.5), plot = FALSE)$density
y <- hist(x, plot = FALSE, col = "red")
tryCatch(hist(c(1, 10), breaks = c(2, 5), plot = FALSE), error = function(e) conditionMessage(e))
tryCatch(hist("a"), error = function(e) conditionMessage(e))
nclass.Sturges(x); nclass.scott(x); nclass.FD(x)
# large data, whichever storage holds it
z <- runif(2e6)
hz <- hist(z, breaks = 10, plot = FALSE)
hz$counts
sum(hz$counts)
