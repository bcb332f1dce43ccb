# calls (formulas, a model's terms) are values: changing the attributes of a copy leaves the
# original as it was
f <- y ~ a + b
g <- f
attr(g, "note") <- "changed"
print(attributes(f)$note); print(attr(g, "note"))
fit <- lm(mpg ~ wt, data.frame(mpg = c(21, 22.8, 18.7, 14.3), wt = c(2.6, 2.3, 3.4, 3.6)))
h <- formula(fit)
print(attr(fit$terms, "term.labels")); print(class(h)); print(names(attributes(h)))
k <- fit$terms
attributes(k) <- NULL
print(attr(fit$terms, "intercept")); print(is.null(attributes(k)))
e <- quote(sum(1, 2))
e2 <- e; attr(e2, "srcref") <- "x"
print(attributes(e)); print(attributes(e2))
