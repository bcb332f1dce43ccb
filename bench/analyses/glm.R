# Everyday analysis: a binomial glm (logistic regression), printed by summary.
# Usage: glm.R [rows]   (default 200000)
args <- commandArgs(trailingOnly = TRUE)
n <- if (length(args) > 0) as.numeric(args[1]) else 2e5
set.seed(4)
d <- data.frame(x1 = rnorm(n), x2 = rnorm(n), x3 = runif(n))
eta <- -0.5 + 1.2 * d$x1 - 0.7 * d$x2 + 2 * d$x3
d$y <- as.integer(runif(n) < 1 / (1 + exp(-eta)))
fit <- glm(y ~ x1 + x2 + x3, family = binomial, data = d)
print(coef(summary(fit)))
cat("deviance:", format(deviance(fit), digits = 8), " AIC:", format(AIC(fit), digits = 8),
    " iterations:", fit$iter, "\n")
