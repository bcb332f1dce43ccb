# maximum likelihood by optim: a logistic regression fitted by BFGS, its standard errors from
# the Hessian, checked against glm
set.seed(42)
n <- 200
x1 <- rnorm(n)
x2 <- rnorm(n, mean = 1, sd = 2)
eta <- -0.5 + 1.2 * x1 - 0.7 * x2
y <- rbinom(n, 1, plogis(eta))
X <- cbind(1, x1, x2)

negll <- function(beta, X, y) {
    eta <- drop(X %*% beta)
    -sum(y * eta - log1p(exp(eta)))
}
negll_grad <- function(beta, X, y) {
    p <- plogis(drop(X %*% beta))
    -drop(crossprod(X, y - p))
}
start <- c(intercept = 0, x1 = 0, x2 = 0)
fit <- optim(start, negll, negll_grad, X = X, y = y, method = "BFGS", hessian = TRUE)
print(fit$counts)
print(fit$convergence)
print(round(fit$par, 5))
print(round(fit$value, 6))
se <- sqrt(diag(solve(fit$hessian)))
print(round(cbind(estimate = fit$par, se = se, z = fit$par / se), 4))
g <- glm(y ~ x1 + x2, family = binomial)
print(all.equal(unname(fit$par), unname(coef(g)), tolerance = 1e-4))
print(all.equal(-fit$value, as.numeric(logLik(g)), tolerance = 1e-8))
print(fit)

# the same without the gradient (central differences), and by Nelder-Mead and CG
fit2 <- optim(start, negll, X = X, y = y, method = "BFGS")
print(fit2$counts)
print(signif(fit2$par, 6))
fit3 <- optim(start, negll, X = X, y = y)
print(fit3$counts)
print(signif(fit3$par, 4))
fit4 <- optim(start, negll, negll_grad, X = X, y = y, method = "CG", control = list(maxit = 1000))
print(fit4$counts)
print(fit4$convergence)
print(signif(fit4$par, 5))

# a normal likelihood with a log-scale parameter: maximized with fnscale = -1
z <- rnorm(50, mean = 3, sd = 1.5)
ll <- function(th) sum(dnorm(z, th[1], exp(th[2]), log = TRUE))
m <- optim(c(mu = 0, logsd = 0), ll, method = "BFGS", control = list(fnscale = -1), hessian = TRUE)
print(m)
print(round(sqrt(diag(solve(-m$hessian))), 5))

# the same likelihood on the sd scale, kept positive by a bound (L-BFGS-B)
nll <- function(th) -sum(dnorm(z, th[1], th[2], log = TRUE))
b <- optim(c(mu = 1, sd = 1), nll, method = "L-BFGS-B", lower = c(-Inf, 1e-6), hessian = TRUE)
print(b)
print(round(c(b$par[["sd"]], exp(m$par[["logsd"]])), 5))
