# drop1, add1 and step for glm fits: binomial and poisson, with weights and offsets
set.seed(1)
n <- 60
df <- data.frame(x1 = round(rnorm(n), 2), x2 = round(runif(n), 2),
                 g = factor(rep(c("a", "b", "c"), length.out = n)),
                 expo = round(runif(n, 1, 5), 1))
df$y <- rbinom(n, 1, plogis(-0.3 + 1.2 * df$x1 + 0.2 * (df$g == "b")))
df$cnt <- rpois(n, df$expo * exp(0.2 + 0.5 * df$x2 - 0.4 * (df$g == "c")))
df$w <- rep(1:3, length.out = n)

fb <- glm(y ~ x1 + x2 + g, family = binomial, data = df)
print(drop1(fb))
print(drop1(fb, test = "Chisq"))
print(drop1(fb, test = "LRT"))
print(drop1(fb, test = "Rao"))
print(suppressWarnings(drop1(fb, test = "F")))
print(add1(glm(y ~ x1, family = binomial, data = df), ~ . + x2 + g, test = "Chisq"))
print(add1(glm(y ~ x1, family = binomial, data = df), ~ . + x2 + g, test = "Rao"))

# weights
fw <- glm(y ~ x1 + g, family = binomial, data = df, weights = w)
print(drop1(fw, test = "LRT"))
print(add1(fw, ~ . + x2, test = "LRT"))

# poisson with offset() in the formula and with the offset argument
fp <- glm(cnt ~ x1 + x2 + g + offset(log(expo)), family = poisson, data = df)
print(drop1(fp, test = "Chisq"))
print(add1(glm(cnt ~ x2 + offset(log(expo)), family = poisson, data = df), ~ . + x1 + g, test = "LRT"))
fo <- glm(cnt ~ x1 + x2 + g, family = poisson, data = df, offset = log(expo))
print(drop1(fo, test = "Rao"))
print(add1(glm(cnt ~ x2, family = poisson, data = df, offset = log(expo)), ~ . + x1 + g, test = "Chisq"))

# binomial with a two-column response
df$k <- rbinom(n, 5, plogis(0.5 * df$x1))
fk <- glm(cbind(k, 5 - k) ~ x1 + x2, family = binomial, data = df)
print(drop1(fk, test = "Chisq"))
print(add1(glm(cbind(k, 5 - k) ~ 1, family = binomial, data = df), ~ x1 + x2 + g, test = "Chisq"))

# quasipoisson: scaled deviance and F
fq <- glm(cnt ~ x1 + x2 + g, family = quasipoisson, data = df)
print(drop1(fq, test = "F"))
print(drop1(fq, test = "Chisq"))

# step, printed trace and final anova path
s1 <- step(fb)
print(s1$anova)
s2 <- step(glm(cnt ~ 1 + offset(log(expo)), family = poisson, data = df), scope = ~ x1 + x2 + g)
print(coef(s2))
print(s2$anova)
s3 <- step(fw, scope = list(lower = ~ x1, upper = ~ x1 + x2 + g), trace = 0)
print(formula(s3))
