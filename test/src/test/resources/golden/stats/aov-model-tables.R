# Tables of effects and means of aov fits (model.tables), projections and replications.
fit1 <- aov(count ~ spray, data = InsectSprays)
print(model.tables(fit1))
print(model.tables(fit1, "means"))
print(model.tables(fit1, "means", se = TRUE))
print(model.tables(fit1, se = TRUE))
mt <- model.tables(fit1, "means")
print(mt$tables$spray, digits = 15)
print(replications(~ spray, data = InsectSprays))

fit2 <- aov(breaks ~ wool + tension, data = warpbreaks)
print(model.tables(fit2))
print(model.tables(fit2, "means", se = TRUE))
fit3 <- aov(breaks ~ wool * tension, data = warpbreaks)
print(model.tables(fit3, "means"))
print(model.tables(fit3, "effects", se = TRUE))
print(model.tables(fit3, "means", cterms = "wool:tension"))
pr <- proj(fit3)
print(dim(pr))
print(colnames(pr))
print(head(pr))
print(attr(pr, "df"))
print(colSums(pr^2))
print(replications(~ wool * tension, data = warpbreaks))

# an unbalanced one-way design: replications per level, no standard errors
d <- PlantGrowth[-c(1, 2, 15), ]
fit4 <- aov(weight ~ group, data = d)
print(replications(~ group, data = d))
print(model.tables(fit4, "means"))
print(model.tables(fit4, "means", se = TRUE))
print(proj(lm(weight ~ group, data = d))[1:3, ])

# an unbalanced two-way design: the tables carry their replications
wb <- warpbreaks[-c(1, 2, 3, 30), ]
fit5 <- aov(breaks ~ wool * tension, data = wb)
print(model.tables(fit5, "means"))
print(model.tables(fit5))
print(replications(~ wool * tension, data = wb))

# dummy.coef: the coefficients of every level
print(dummy.coef(fit3))
print(dummy.coef(fit1))
dc <- dummy.coef(lm(mpg ~ wt + factor(cyl), data = mtcars))
print(dc)
print(unclass(dc))
print(dummy.coef(lm(mpg ~ wt + hp, data = mtcars)))
da <- data.frame(y = c(1.2, 2.3, 2.9, 4.1, 5.2, 5.8, 7.4, 8.1), g = gl(2, 4), h = gl(2, 4))
fa <- lm(y ~ g + h, data = da)
print(dummy.coef(fa))
print(dummy.coef(fa, use.na = TRUE))

# se.contrast: list of logical cells, combined by coef, or a contrast matrix
print(se.contrast(fit1, list(InsectSprays$spray == "A", InsectSprays$spray == "C")), digits = 15)
print(se.contrast(fit1, list(spray == "A", spray %in% c("C", "D")), data = InsectSprays))
print(se.contrast(fit1, list(spray == "A", spray == "B", spray == "C"), coef = c(1, -2, 1), data = InsectSprays))
m <- cbind(A_C = ifelse(InsectSprays$spray == "A", 1/12, ifelse(InsectSprays$spray == "C", -1/12, 0)))
print(se.contrast(fit1, m))
print(se.contrast(fit4, list(group == "ctrl", group == "trt1"), data = d))
