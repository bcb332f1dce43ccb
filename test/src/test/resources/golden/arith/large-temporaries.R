# Results written over large temporaries (1 MB and more) leave every value still held intact
n <- 200000
x <- seq_len(n) / n
x[c(2, 5)] <- c(NA, NaN)
x[7] <- Inf
show <- function(v) print(c(v[1:8], sum(v[-(1:8)])))
# a variable, a list element, an argument, a default and a loop's value stay as they were
y <- 1 / (1 + exp(-x)) - 0.5
show(y); show(x)
l <- list(a = exp(x))
k <- (l$a + 1) * 2
show(l$a); show(k)
f <- function(v, w = v * 2) { u <- -v; w + u }
show(f(sqrt(x))); show(x)
g <- function(v) { v[1] <- 100; v }
z <- g(x * 1)
show(z); show(x)
for (v in list(x * 3)) show(v + 1)
# values passed by lapply, do.call, Reduce and Map
show(lapply(list(exp(x)), exp)[[1]])
show(do.call("-", list(x * 2)))
show(Reduce(`+`, list(x * 1, x * 2, x * 3)))
show(Map(function(a, b) a / b, list(x + 1), list(x + 2))[[1]])
show(x)
# attributes of the operands are kept as R keeps them
m <- matrix(x, n / 4, 4, dimnames = list(NULL, c("a", "b", "c", "d")))
r <- sqrt(abs(m * 2)) + 1
print(dim(r)); print(colnames(r)); show(r)
nm <- setNames(x * 1, paste0("e", seq_len(n)))
print(head(log(nm + 1), 3))
# warnings of the Math group and of arithmetic on values written over
show(log(x - 0.5))
show(sqrt(-x))
# recycling: a temporary shorter than the result is not written over
show((x * 1)[1:(n / 2)] + x)
# integers and logicals
i <- seq_len(n)
show(-(i * 2L)); show((x > 0.5) + 0)
# -X %*% w is the product of the negated matrix, dimnames and NA included
w <- c(1, -2, 0.5, 3)
a <- -m %*% w
print(dim(a)); print(dimnames(a)); show(a); show(m[, 1])
W <- cbind(p = w, q = w * 2)
print(colnames(-m %*% W)); show(-m %*% W)
print(tryCatch(-m %*% 1:3, error = function(e) conditionMessage(e)))
s <- -x %*% x
print(s)
# sweep with an arithmetic FUN writes over the expanded statistics only
ctr <- colMeans(m, na.rm = TRUE)
sw <- sweep(m, 2, ctr)
show(sw); show(m[, 2]); print(dimnames(sw))
show(sweep(m, 1, seq_len(n / 4), "/"))
show(sweep(m, 2, 1:4, function(a, b) a * b))
