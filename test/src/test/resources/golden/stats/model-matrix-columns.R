# model.matrix: factors with unused levels, interactions, no intercept, ordered (poly contrasts),
# sum/helmert contrasts, NA rows kept by na.pass and dropped by na.exclude, logical and character
set.seed(11)
n <- 12
d <- data.frame(x = round(rnorm(n), 2), z = 1:n,
                f = factor(rep(c("a", "b", "c"), 4), levels = c("a", "b", "c", "u")),
                o = factor(rep(c("lo", "mid", "hi", "top"), each = 3), levels = c("lo", "mid", "hi", "top"), ordered = TRUE),
                l = rep(c(TRUE, FALSE), 6), s = rep(c("p", "q", "r", "s"), 3), stringsAsFactors = FALSE)
d$y <- round(d$x * 2 + d$z / 3 + as.integer(d$f) + rnorm(n) / 4, 3)
show <- function(X) { print(X); str(attributes(X)[c("assign", "contrasts")]) }
show(model.matrix(y ~ x + f, d))
show(model.matrix(y ~ f:x, d))
show(model.matrix(y ~ x * f, d))
show(model.matrix(y ~ 0 + f + x, d))
show(model.matrix(y ~ f - 1, d))
show(model.matrix(y ~ o + x, d))
show(model.matrix(y ~ o * f, d))
show(model.matrix(y ~ f, d, contrasts.arg = list(f = "contr.sum")))
show(model.matrix(y ~ f + o, d, contrasts.arg = list(f = "contr.helmert", o = "contr.treatment")))
show(model.matrix(y ~ l + s, d))
show(model.matrix(y ~ x:z + z:x:f, d))
show(model.matrix(y ~ z + I(x^2) + poly(x, 2), d))
show(model.matrix(y ~ cbind(x, z) + f, d))
mf <- model.frame(y ~ x + f, d, drop.unused.levels = TRUE)
show(model.matrix(attr(mf, "terms"), mf))
d2 <- d
d2$x[3] <- NA
d2$f[5] <- NA
mf <- model.frame(y ~ x + f, d2, na.action = na.pass)
show(model.matrix(attr(mf, "terms"), mf))
fit <- lm(y ~ x + f, d2, na.action = na.exclude)
print(coef(fit))
print(residuals(fit))
print(fitted(fit))
print(summary(fit))
fit2 <- lm(y ~ x * f + o, d)
print(summary(fit2))
print(anova(fit2))
show(model.matrix(y ~ 1, d))
show(model.matrix(y ~ 0, d))
show(model.matrix(~ f, d[0, ]))
big <- factor(sprintf("L%02d", rep(1:70, 2)))
X <- model.matrix(~ big)
print(dim(X))
print(colSums(X)[1:5])
print(X[c(1, 70, 71, 140), 1:4])
print(attr(X, "assign")[1:5])
