d <- data.frame(yield = c(4.17, 5.58, 5.18, 6.11, 4.50, 4.61, 5.17, 4.53, 5.33, 5.14,
                          4.81, 4.17, 4.41, 3.59, 5.87, 3.83, 6.03, 4.89, 4.32, 4.69,
                          6.31, 5.12, 5.54, 5.50, 5.37, 5.29, 4.92, 6.15, 5.80, 5.26),
                group = gl(3, 10, labels = c("ctrl", "trt1", "trt2")),
                block = gl(5, 1, 30))
a <- aov(yield ~ group, data = d)
TukeyHSD(a)
TukeyHSD(a, ordered = TRUE, conf.level = 0.99)
a2 <- aov(yield ~ group + block, data = d)
TukeyHSD(a2)
TukeyHSD(a2, "group")
t <- TukeyHSD(aov(yield ~ group, data = d[-c(1, 2, 15), ]))
t
class(t); names(t)
round(t$group, 6)
print(qtukey(0.95, 3, 27)); print(ptukey(3.5, 3, 12))
print(ptukey(c(0, 1, 2.5, 4, 10, Inf), 4, 20), digits = 15)
print(ptukey(3, 5, 30000), digits = 15)
print(ptukey(3.2, 3, 12, nranges = 2), digits = 15)
print(ptukey(3.5, 3, 12, lower.tail = FALSE, log.p = TRUE), digits = 15)
print(ptukey(2, 3, 500), digits = 15); print(ptukey(2, 3, 1000), digits = 15); print(ptukey(2, 3, 6000), digits = 15)
print(qtukey(c(0, 0.5, 0.9, 0.99, 1), 5, 10))
print(qtukey(0.05, 3, 12, lower.tail = FALSE)); print(qtukey(log(0.95), 3, 12, log.p = TRUE))
print(ptukey(NA, 3, 10)); print(qtukey(numeric(0), 3, 10))
print(ptukey(3, 1, 10))
