d <- data.frame(yield = c(4.17, 5.58, 5.18, 6.11, 4.50, 4.61, 5.17, 4.53, 5.33, 5.14,
                          4.81, 4.17, 4.41, 3.59, 5.87, 3.83, 6.03, 4.89, 4.32, 4.69,
                          6.31, 5.12, 5.54, 5.50, 5.37, 5.29, 4.92, 6.15, 5.80, 5.26),
                group = gl(3, 10, labels = c("ctrl", "trt1", "trt2")),
                block = gl(5, 1, 30))
a <- aov(yield ~ group, data = d)
a
summary(a)
a2 <- aov(yield ~ group + block, data = d)
a2
summary(a2)
summary(a2, intercept = TRUE)
s <- summary(a2)
class(s)
s[[1]][["F value"]]
d2 <- d[-c(1, 2, 15), ]
a3 <- aov(yield ~ group * block, data = d2)
a3
summary(a3)
anova(a2)
coef(a)
