d <- data.frame(extra = c(0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0,
                          1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4),
                group = factor(rep(c("1", "2"), each = 10)))
t.test(extra ~ group, data = d)
t.test(extra ~ group, data = d, var.equal = TRUE, alternative = "less")
score <- c(12, 15, 11, 18, 14, 16, 20, 19, 17, 21)
arm <- rep(c("control", "treated"), 5)
res <- t.test(score ~ arm)
res
res$estimate
