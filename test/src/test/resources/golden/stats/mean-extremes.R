# mean, sum, cumsum, colMeans, rowMeans and var of data at the ends of the double's range,
# where R's long double (x87: 64-bit significand, 15-bit exponent) keeps bits and sums a pair
# of doubles cannot; printed exactly with %a
h <- function(label, v) cat(label, sprintf("%a", v), "\n")
set.seed(7)
x <- rnorm(2.5e6)
h("mean tiny", mean(x * 1e-300))
h("mean huge overflow", mean(c(x * 1e307, x * 1e307)))
h("sum tiny", sum(x * 1e-300))
h("sum huge overflow", sum(c(x * 1e307, x * 1e307)))
h("mean 1e300", mean(x * 1e300))
y <- x[1:20001]
for (s in c(1e-290, 1e-300, 1e-305, 1e-308, 1e-310, 1e-315, 1e-320)) {
  h(paste("mean", s), mean(y * s))
  h(paste("sum", s), sum(y * s))
}
for (s in c(1e305, 1e307, 1.7e308)) {
  h(paste("mean", s), mean(y * s))
  h(paste("sum", s), sum(y * s))
  h(paste("mean pos", s), mean(abs(y) * s))
  h(paste("sum pos", s), sum(abs(y) * s))
}
# near-overflow sums that the long double keeps finite
z <- c(1e308, 1e308, -1e308, -0.5e308, 1.5e308)
h("sum back", sum(c(1e308, 1e308, -1e308)))
h("mean back", mean(z))
h("mean max", mean(c(.Machine$double.xmax, .Machine$double.xmax)))
h("mean max3", mean(c(.Machine$double.xmax, .Machine$double.xmax, -.Machine$double.xmax)))
h("mean opposite", mean(c(1.7e308, -1.7e308, 1.7e308)))
h("cumsum tiny", cumsum(y[1:7] * 1e-310))
h("cumsum huge", cumsum(abs(y[1:7]) * 1e308))
# lengths 0, 1 and odd
h("mean empty", mean(numeric(0)))
h("mean one tiny", mean(4.9e-324))
h("mean one huge", mean(-1.7e308))
h("mean three subnormal", mean(c(5e-324, 1e-323, 5e-324)))
h("mean odd", mean(c(3e-310, -1e-309, 7e-311)))
# mixed magnitudes
h("mean mixed", mean(c(1e-310, 1e300, -1e300, 3e-320)))
h("mean mixed2", mean(c(y[1:101] * 1e-305, 1e-290)))
h("mean mixed3", mean(c(1e308, y[1:99] * 1e-300, -1e308)))
# NA, NaN and Inf with extreme data
h("mean NA", mean(c(1e308, 1e308, NA)))
h("mean NaN", mean(c(1e-310, NaN)))
h("mean Inf", mean(c(1e308, 1e308, Inf)))
h("mean Inf both", mean(c(1e308, -Inf, Inf)))
h("sum Inf", sum(c(1e308, 1e308, -Inf)))
h("mean na.rm", mean(c(y[1:11] * 1e-310, NA), na.rm = TRUE))
# integers
h("mean int", mean(c(.Machine$integer.max, .Machine$integer.max, -5L)))
# columns and rows
m <- matrix(y[1:12000] * 1e-310, 400)
h("colMeans tiny", colMeans(m)[1:5])
h("rowMeans tiny", rowMeans(m)[1:5])
h("colSums tiny", colSums(m)[1:5])
mh <- matrix(abs(y[1:12]) * 1e308, 4)
h("colMeans huge", colMeans(mh))
h("colSums huge", colSums(mh))
h("colMeans back", colMeans(matrix(c(1e308, 1e308, -1e308, 1, 2, 3), 3)))
h("rowMeans huge", rowMeans(matrix(c(1e308, 1e308, -1e308, 1e308), 2)))
# var
h("var tiny", var(y * 1e-150))
h("var 1e-300", var(y[1:1001] * 1e-300))
h("var huge", var(y[1:1001] * 1e150))
# engine-sized data
w <- c(x * 1e307, x * 1e307)
h("colMeans big tiny", colMeans(matrix(x * 1e-310, 1e5))[1:5])
h("rowMeans big tiny", rowMeans(matrix(x * 1e-310, 1e5))[1:5])
h("colMeans big huge", colMeans(matrix(w, 1e6)))
h("colSums big huge", colSums(matrix(w, 1e6)))
h("mean big subnormal", mean(x * 1e-315))
