# supsmu: Friedman's super smoother, automatic (cv) and fixed spans, bass, periodic, weights, ties, NA
set.seed(1)
x <- runif(60)
y <- sin(6 * x) + rnorm(60, sd = 0.3)
s <- supsmu(x, y)
str(s)
print(s$y, digits = 10)
print(supsmu(x, y, span = 0.3)$y, digits = 10)
print(supsmu(x, y, span = 0)$y - s$y)
print(supsmu(x, y, span = 1)$y, digits = 10)
for (b in c(0.5, 5, 10)) print(supsmu(x, y, bass = b)$y[c(1, 10, 30, 60)], digits = 10)
all.equal(supsmu(x, y, bass = 11)$y, s$y)
all.equal(supsmu(x, y, bass = -2)$y, s$y)
print(supsmu(x, y, periodic = TRUE)$y, digits = 10)
print(supsmu(x, y, periodic = TRUE, span = 0.2)$y, digits = 10)
w <- rep(c(1, 2, 0.5), 20)
print(supsmu(x, y, wt = w)$y, digits = 10)
w0 <- rep(1, 60); w0[1:10] <- 0
print(supsmu(x, y, wt = w0, span = 0.25)$y, digits = 10)
# ties: one value per distinct x
xt <- rep(1:10, each = 3)
yt <- xt^2 + rep(c(-1, 0, 2), 10)
supsmu(xt, yt)
supsmu(xt, yt, span = 0.5)
# decreasing and unsorted input, integer x
supsmu(10:1, c(3, 1, 4, 1, 5, 9, 2, 6, 5, 3))
# small samples
supsmu(1, 5)
supsmu(1:2, c(1, 3))
supsmu(1:3, c(1, 3, 2))
supsmu(1:4, c(1, 3, 2, 5))
supsmu(1:5, c(1, 3, 2, 5, 4), span = 0.1)
# all x equal: the weighted mean
supsmu(rep(2, 4), c(1, 2, 3, 6), wt = c(1, 1, 1, 3))
# missing and infinite values are dropped with a warning
yn <- y; yn[c(3, 7)] <- NA
sn <- supsmu(x, yn)
length(sn$x)
xn <- x; xn[5] <- Inf
length(supsmu(xn, y)$y)
wn <- rep(1, 60); wn[9] <- NaN
length(supsmu(x, y, wt = wn, span = 0.4)$x)
# the help page's example
with(cars, supsmu(speed, dist))
with(cars, supsmu(speed, dist, bass = 7))
supsmu(x, y, span = 0.4, trace = TRUE)$y[1:3]
invisible(supsmu(x[1:20], y[1:20], trace = TRUE))
# errors
e <- function(expr) tryCatch(expr, error = function(e) cat("Error:", conditionMessage(e), "\n"))
e(supsmu(x, y, span = 2))
e(supsmu(x, y, span = -0.1))
e(supsmu(x, as.character(y)))
e(supsmu(x, numeric()))
e(supsmu(x[-1], y))
e(supsmu(x, y, wt = 1:3))
e(supsmu(x * 2, y, periodic = TRUE))
e(supsmu(c(NA, NA), c(1, 2)))
