# Multistratum aov fits with an Error() term (class "aovlist"): the strata, their print and summary,
# the efficiencies eff.aovlist reports, and R's errors.
npk <- data.frame(block = gl(6, 4),
                  N = factor(c(0, 1, 0, 1, 1, 1, 0, 0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1, 0, 1, 1, 0, 0)),
                  P = factor(c(1, 1, 0, 0, 0, 1, 0, 1, 1, 1, 0, 0, 0, 1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0)),
                  K = factor(c(1, 0, 0, 1, 0, 1, 1, 0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1, 0)),
                  yield = c(49.5, 62.8, 46.8, 57, 59.8, 58.5, 55.5, 56, 62.8, 55.8, 69.5, 55,
                            62, 48.8, 45.5, 44.2, 52, 51.5, 49.8, 48.8, 57.2, 59, 53.2, 56))
npk.aovE <- aov(yield ~ N*P*K + Error(block), npk)
print(class(npk.aovE)); print(names(npk.aovE))
npk.aovE
summary(npk.aovE)
print(eff.aovlist(npk.aovE))
print(class(npk.aovE$Within)); print(npk.aovE$Within$df.residual)
print(round(coef(npk.aovE$Within), 6))
print(round(coef(npk.aovE$Within, complete = TRUE), 6))
op <- options(contrasts = c("contr.treatment", "contr.poly"))
npk.aov2 <- aov(yield ~ N + P + K + Error(block), data = npk)
npk.aov2
summary(npk.aov2)
print(eff.aovlist(npk.aov2))
options(op)
# a split plot: whole plots within blocks, two strata above the residual one
oats <- data.frame(B = gl(3, 8, labels = c("I", "II", "III")),
                   V = gl(2, 4, 24, labels = c("Golden", "Marvel")),
                   N = gl(4, 1, 24, labels = c("0.0cwt", "0.2cwt", "0.4cwt", "0.6cwt")))
oats$Y <- c(111, 130, 157, 174, 117, 114, 161, 141, 105, 140, 118, 156,
            61, 91, 97, 100, 70, 108, 126, 149, 96, 124, 121, 144)
fit <- aov(Y ~ N * V + Error(B/V), data = oats)
fit
summary(fit)
print(eff.aovlist(fit))
print(names(attributes(fit)))
fit0 <- aov(Y ~ N + Error(B) - 1, data = oats)
print(names(fit0))
summary(fit0)
print(tryCatch(aov(Y ~ N + Error(B) + Error(V), data = oats), error = conditionMessage))
print(tryCatch(aov(Y ~ N + Error(B), data = oats, weights = rep(1, 24)), error = conditionMessage))
