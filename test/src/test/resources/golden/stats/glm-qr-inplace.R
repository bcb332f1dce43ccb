# glm.fit's iterations with every observation informative skip x[good, ] and run .lm.fit's QR in
# the arrays of its unbound arguments: the fit's qr keeps only dim and dimnames, and no value a
# variable holds is changed
set.seed(11)
n <- 60
d <- data.frame(a = rnorm(n), b = factor(sample(c("u", "v", "w"), n, TRUE)))
d$y <- rbinom(n, 1, plogis(0.3 + d$a))
fit <- glm(y ~ a + b, family = binomial, data = d)
print(coef(fit))
print(names(attributes(fit$qr$qr)))
print(dimnames(fit$qr$qr)[[2L]])
print(head(fit$qr$qr, 3))
print(fit$qr$qraux)
print(head(fit$effects))
print(head(fit$weights))
# a zero prior weight: good is not all TRUE
w <- rep(1, n); w[c(3, 9)] <- 0
fw <- glm(y ~ a + b, family = binomial, data = d, weights = w)
print(coef(fw))
print(names(attributes(fw$qr$qr)))
print(dim(fw$qr$qr))
# .lm.fit and qr on bound values leave them as they were
X <- cbind(1, d$a); X0 <- X + 0
y <- d$a * 2 + 1 + rnorm(n); y0 <- y + 0
z <- .lm.fit(X, y)
print(identical(X, X0)); print(identical(y, y0))
print(z$coefficients)
z2 <- .lm.fit(X * 2, y * 2)
print(z2$coefficients); print(head(z2$effects)); print(head(z2$residuals))
q <- qr(X)
print(identical(X, X0))
print(qr.coef(qr(X * 1), y))
print(dim(qr(cbind(1, d$a))$qr))
