# Accessors of fitted models and model frames: variable and case names, the special columns of
# a model frame, extra variables, effects and complete aliasing.
fw <- lm(breaks ~ wool + tension, data = warpbreaks, weights = rep(1:3, 18), subset = breaks < 60)
mf <- model.frame(fw)
print(names(mf))
print(head(model.weights(mf)))
print(head(model.extract(mf, "weights")))
print(head(model.extract(mf, response)))
print(model.offset(mf))
print(variable.names(fw))
print(head(case.names(fw)))
print(length(case.names(fw)))
print(nobs(fw))
print(deviance(fw))

mw <- model.frame(mpg ~ wt + hp, data = mtcars, weights = cyl)
print(head(mw))
print(model.weights(mw)[1:5])

fz <- lm(mpg ~ wt, data = mtcars, weights = ifelse(cyl == 8, 0, 1))
print(coef(fz))
print(head(case.names(fz)))
print(length(case.names(fz, full = TRUE)))
print(head(hatvalues(fz)))
print(head(rstandard(fz)))
print(nobs(fz))
print(df.residual(fz))

fit <- lm(mpg ~ wt, data = mtcars)
ef <- expand.model.frame(fit, ~ hp + cyl)
print(head(ef))
print(dim(expand.model.frame(fit, "qsec")))
print(effects(fit)[1:5])
print(effects(fit, set.sign = TRUE)[1:3])

d <- data.frame(y = c(1.2, 2.3, 2.9, 4.1, 5.2, 5.8, 7.4, 8.1),
                x = c(1, 2, 3, 4, 5, 6, 7, 8), g = gl(2, 4))
d$x2 <- 2 * d$x
fa <- lm(y ~ x + x2 + g, data = d)
print(variable.names(fa))
print(variable.names(fa, full = TRUE))
print(alias(fa)$Complete)
print(alias(lm(mpg ~ wt, data = mtcars))$Complete)

# glm keeps its prior weights in the model frame too
gw <- glm(cbind(ncases, ncontrols) ~ agegp, family = binomial, data = esoph,
          weights = rep(1:2, length.out = 88), subset = alcgp != "0-39g/day")
print(dim(model.frame(gw)))
print(names(model.frame(gw)))
print(head(model.weights(model.frame(gw))))
print(head(weights(gw)))
print(coef(gw))
print(head(case.names(gw)))
print(variable.names(gw))
