d <- data.frame(y = c(10, 12, 11, 14, 20, 22, 19, 25, 30, 28, 35, 33, 31),
                g = factor(c(1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 3)),
                h = factor(c(1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1, 2, 1)))
oneway.test(y ~ g, data = d)
oneway.test(y ~ g, data = d, var.equal = TRUE)
with(d, oneway.test(y ~ g))
try(oneway.test(y ~ h + g, data = d))
d2 <- data.frame(a = c(1.2, 2.3, 3.1, 4.8, 5.0, 6.7), b = c(2.0, 2.9, 3.5, 5.1, 4.9, 7.2))
cor.test(~ a + b, data = d2)
cor.test(~ a + b, data = d2, method = "spearman")
try(cor.test(a ~ b, data = d2))
