# predict(type = "terms") for lm and glm fits, with se.fit, terms =, new data, intervals and NAs
set.seed(2)
df <- data.frame(x = round(rnorm(20), 2), z = round(runif(20), 2),
                 g = factor(rep(c("a", "b", "c", "d"), 5)))
df$y <- 1 + df$x + round(rnorm(20), 2)
f <- lm(y ~ x + g + z, df)
print(predict(f, type = "terms"))
print(predict(f, df[1:3, ], type = "terms", se.fit = TRUE))
print(predict(f, type = "terms", terms = c("x", "g")))
print(predict(f, df[4:6, ], type = "terms", interval = "confidence"))
# no intercept, an interaction, weights
f0 <- lm(y ~ 0 + x + x:z, df, weights = rep(1:2, 10))
print(predict(f0, type = "terms", se.fit = TRUE))
# a missing value dropped by na.exclude
d2 <- df
d2$x[3] <- NA
fn <- lm(y ~ x + z, d2, na.action = na.exclude)
print(predict(fn, type = "terms"))

# glm: binomial and poisson with an offset
df$b <- rbinom(20, 1, plogis(df$x))
gb <- glm(b ~ x + g, family = binomial, data = df)
print(predict(gb, type = "terms"))
print(predict(gb, type = "terms", se.fit = TRUE))
print(predict(gb, newdata = df[1:4, ], type = "terms", terms = "x"))
df$cnt <- rpois(20, exp(0.3 + 0.5 * df$z))
gp <- glm(cnt ~ z + g + offset(log(1 + x^2)), family = poisson, data = df)
pt <- predict(gp, type = "terms")
print(pt)
print(all.equal(rowSums(pt) + attr(pt, "constant") + log(1 + df$x^2), predict(gp), check.attributes = FALSE))
gq <- glm(cnt ~ z + g, family = quasipoisson, data = df)
print(predict(gq, df[1:3, ], type = "terms", se.fit = TRUE))
