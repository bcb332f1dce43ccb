# ecdf: the empirical distribution function as a step function, its print, summary, knots and
# quantiles (quantile dispatches on the class)
set.seed(3)
x <- round(rnorm(12), 2)
Fn <- ecdf(x)
Fn
print(Fn(c(-1, 0, 0.5, 2)))
print(class(Fn)); print(knots(Fn)); print(quantile(Fn, c(0.25, 0.5)))
summary(Fn)
G <- ecdf(c(3, 1, 2, 2)); G; print(G(2)); print(environment(G)$nobs)
ecdf(c(5, 1, 4, 2, 3, 9, 7))
r <- try(ecdf(numeric()), silent = TRUE); cat(r)
print(mean(ecdf(rnorm(1e5))(c(0)) ))
