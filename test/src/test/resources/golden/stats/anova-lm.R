# anova of one linear model: sequential sums of squares by term, as R prints them
df <- data.frame(mpg = c(21, 22.8, 18.7, 14.3, 24.4, 19.2, 17.8, 16.4, 17.3, 15.2, 10.4, 30.4),
                 wt = c(2.62, 2.32, 3.44, 3.57, 3.19, 3.44, 3.44, 4.07, 3.73, 3.78, 5.25, 1.62),
                 cyl = factor(c(6, 4, 6, 8, 4, 6, 6, 8, 8, 8, 8, 4)), hp = c(110, 93, 175, 245, 62, 123, 123, 180, 180, 180, 205, 52))
fit <- lm(mpg ~ wt + cyl + hp, data = df)
anova(fit)
a <- anova(fit); print(class(a)); print(round(a$"Sum Sq", 4)); print(rownames(a))
anova(lm(mpg ~ wt, data = df))
anova(lm(mpg ~ 0 + wt + hp, data = df))
set.seed(2); x <- rnorm(200); z <- rnorm(200); y <- 0.3 * x + rnorm(200)
anova(lm(y ~ x * z))
