# terms(): the "factors" matrix codes 2 where an interaction's margin is absent, R's attribute
# order and set; model.matrix's columns for such formulas
print(attributes(terms(y ~ a*b + offset(z))))
for (f in list(y ~ a:b, y ~ a + a:b, y ~ b + a:b, ~ a:b:c + a, y ~ a*b*c - a:b, y ~ 0 + a:b, y ~ b + a:b:c,
               log(y) ~ x + x:a))
    print(attr(terms(f), "factors"))
print(attributes(delete.response(terms(y ~ a:b + x))))
d <- data.frame(a = factor(c("p", "q", "p", "q", "p", "q")), b = factor(c("u", "u", "v", "v", "w", "w")),
                x = c(1.5, 2, 0.5, 3, 2.5, 1), y = c(1, 3, 2, 5, 4, 6))
print(model.matrix(~ a + a:b, d))
print(model.matrix(~ a:b, d))
print(model.matrix(~ b + a:b, d))
print(model.matrix(~ a + x:a, d))
print(model.matrix(~ 0 + a:b, d))
print(model.matrix(~ x + a:x + b, d))
print(coef(lm(y ~ a + a:x, d)))
print(anova(lm(y ~ a + a:x, d)))
