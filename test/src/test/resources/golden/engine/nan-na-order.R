# Which of NA and NaN comes out where both meet, as GNU R's x86-64 build gives it:
# + - * / of vectors of one length keep the first NaN operand's payload (NA + NaN is NA);
# + and * with a scalar keep the vector's, whichever side the scalar is on; a vector recycled
# along a longer one gives + and * the second operand's; - and / always the first's.
kind <- function(v) ifelse(is.na(v) & !is.nan(v), "NA", ifelse(is.nan(v), "NaN", format(v)))
show <- function(label, v) cat(sprintf("%-14s", label), kind(v), "\n")
x <- c(NA, NaN, 1.5, NaN, NA, -2, Inf, 0, NA, NaN, 7, -Inf, NaN)
y <- c(NaN, NA, NaN, 3, 4, NA, -Inf, NA, NA, NaN, NaN, Inf, -0.5)
for (op in c("+", "-", "*", "/")) {
  f <- match.fun(op)
  show(paste("x", op, "y"), f(x, y)); show(paste("y", op, "x"), f(y, x))
  show(paste("x", op, "NaN"), f(x, NaN)); show(paste("NaN", op, "x"), f(NaN, x))
  show(paste("x", op, "NA"), f(x, NA_real_)); show(paste("NA", op, "x"), f(NA_real_, x))
}
# matrices, and a vector as long as a column recycled down each column
m <- matrix(c(x, y, rev(x)), 13)
v <- c(NaN, NA, NA, NaN, 1, NaN, NA, 2, NaN, NA, 3, NA, NaN)
for (op in c("+", "-", "*", "/")) {
  f <- match.fun(op)
  show(paste("m", op, "v"), f(m, v)); show(paste("v", op, "m"), f(v, m))
  show(paste("m", op, "m[,3:1]"), f(m, m[, 3:1]))
}
# expressions that the engine fuses into one kernel
show("(x+y)*2-y", (x + y) * 2 - y)
show("sqrt(abs(y))*x", sqrt(abs(y)) * x)
show("x/(y-x)+NaN", x / (y - x) + NaN)
show("NA*(m-v)", NA_real_ * (m - v))
# sums and means of a vector: NA over NaN in any order; cumulative: the first stays
show("sum", c(sum(c(NaN, NA)), sum(c(NA, NaN)), sum(x), sum(c(1, NaN, 2)), sum(c(Inf, -Inf, NA))))
show("mean", c(mean(c(NaN, NA)), mean(c(NA, NaN)), mean(x), mean(c(NaN, 1))))
show("prod", c(prod(c(NaN, NA)), prod(c(NA, NaN)), prod(y)))
show("cumsum", cumsum(c(1, NaN, NA, 2))); show("cumsum", cumsum(c(1, NA, NaN, 2)))
show("cumprod", cumprod(c(2, NaN, NA))); show("cumprod", cumprod(c(2, NA, NaN)))
show("max/min", c(max(c(NaN, NA)), max(c(NA, NaN)), min(x), max(y)))
show("pmax", pmax(x, y)); show("pmin", pmin(y, x))
show("colSums", colSums(cbind(c(1, NA, NaN), c(NA, 2, NA), c(NaN, NaN, 1))))
show("rowSums", rowSums(rbind(c(NA, NaN, 1), c(NA, 2, NA), c(3, NaN, 1))))
# closures over single elements: R's arithmetic on one value each call, the first NaN's payload
show("sapply NaN+v", sapply(x, function(v) NaN + v))
show("sapply NA*v", sapply(y, function(v) NA_real_ * v))
show("sapply v+NaN", sapply(x, function(v) (v - NaN) * NA_real_))
