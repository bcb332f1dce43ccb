# xtabs: counts or sums of a response over the classifying factors of a formula, NA excluded,
# printed as a table without its call
d <- data.frame(a = c("x", "y", "x", "z", NA), b = c(1, 2, 1, 1, 2), w = c(2.5, 1, 3, 4, 7), f = factor(c("p", "q", "p", "p", "q"), levels = c("q", "p", "r")))
t1 <- xtabs(~ a + b, d); print(t1); print(class(t1)); print(dimnames(t1)); print(typeof(t1)); print(attr(t1, "call"))
print(xtabs(w ~ a, d)); print(xtabs(w ~ a + b, data = d))
print(xtabs(~ f, d)); print(xtabs(~ f + a, d))
print(xtabs(~ ., d[, c("a", "f")]))
t1
