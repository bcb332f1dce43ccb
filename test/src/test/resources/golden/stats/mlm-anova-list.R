# anova() of several mlm fits: the four multivariate tests, the generalized variance, and
# within-response designs (X, M, idata, T); Mauchly's test of sphericity
set.seed(11)
n <- 24
d <- data.frame(g = gl(3, 8, labels = c("a", "b", "c")), x = round(rnorm(n), 2))
Y <- cbind(y1 = round(rnorm(n, 10), 2), y2 = round(rnorm(n, 5), 2), y3 = round(rnorm(n, 8), 2))
Y[, 2] <- Y[, 2] + as.integer(d$g)
Y[, 3] <- Y[, 3] + d$x
m0 <- lm(Y ~ 1, data = d)
m1 <- lm(Y ~ g, data = d)
m2 <- lm(Y ~ g + x, data = d)
anova(m0, m1, m2)
anova(m2, m1, m0)
for (tst in c("Wilks", "Hotelling-Lawley", "Roy")) print(anova(m0, m1, m2, test = tst))
anova(m1, m2, test = "Spherical")
anova(m0, m2, X = ~1)
idata <- data.frame(time = factor(1:3))
anova(m0, m1, M = ~time, X = ~1, idata = idata)
anova(m0, m1, M = ~time, X = ~1, idata = idata, test = "Spherical")
anova(m1, m2, T = rbind(c(1, -1, 0), c(0, 1, -1)))
a <- anova(m0, m1, test = "Wilks")
class(a)
names(a)
attr(a, "heading")
# single fits with designs
anova(m2, X = ~1)
anova(m2, M = ~time, X = ~1, idata = idata, test = "Wilks")
anova(m2, test = "Spherical", X = ~1)
anova(m2, T = rbind(c(1, -1, 0), c(1, 0, -1)), test = "Roy")
# Mauchly's test
mauchly.test(m2, X = ~1)
mauchly.test(m1, M = ~time, X = ~1, idata = idata)
mauchly.test(SSD(m2), X = ~1)
# errors and warnings
tryCatch(anova(m1, m2, X = ~time, M = ~1, idata = idata), error = function(e) conditionMessage(e))
Z <- Y[, 1:2]
mz <- lm(Z ~ g, data = d)
withCallingHandlers(anova(m0, m1, mz), warning = function(w) {
    cat("warning:", conditionMessage(w), "\n")
    invokeRestart("muffleWarning")
})
