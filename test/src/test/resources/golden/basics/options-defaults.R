# R's start-up option values that scripts read
for (o in c("verbose", "echo", "warning.length", "nwarnings", "timeout", "na.action", "show.signif.stars",
            "show.coef.Pvalues", "show.error.messages", "add.smooth", "prompt", "continue", "digits", "scipen"))
    print(getOption(o))
print(isTRUE(getOption("verbose")))
old <- options(verbose = TRUE); print(old); print(getOption("verbose")); options(old); print(getOption("verbose"))
df <- data.frame(x = c(1, NA, 3, 4, 5, 6, 7), y = c(2.1, 4, NA, 8.3, 9.7, 12.4, 13.8))
print(nrow(model.frame(y ~ x, df)))
fit <- lm(y ~ x, df)
printCoefmat(coef(summary(fit)))
options(show.signif.stars = FALSE)
printCoefmat(coef(summary(fit)))
