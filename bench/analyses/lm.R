# Everyday analysis: a linear model with a factor, printed by summary.
# Usage: lm.R [rows]   (default 200000)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 2e5
set.seed(3)
d <- data.frame(x1 = rnorm(n), x2 = runif(n),
                g = factor(sample(c("a", "b", "c", "d"), n, replace = TRUE)))
d$y <- 1 + 2 * d$x1 - 3 * d$x2 + c(a = 0, b = 0.5, c = -1, d = 2)[as.character(d$g)] + rnorm(n)
fit <- lm(y ~ x1 + x2 + g, data = d)
print(coef(summary(fit)))
print(anova(fit))
cat("R^2:", format(summary(fit)$r.squared, digits = 6), "\n")
