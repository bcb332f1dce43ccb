if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# Machine-learning code written against FlashR's API the way FlashR-learn writes it (naive
# Bayes by fm.groupby on a factor and a list of log-likelihoods bound with fm.cbind.list;
# logistic regression by gradient descent; a Gaussian density by sweep and fm.agg.mat),
# checked against the same computations in base R
set.seed(11)
n <- 300
x <- matrix(rnorm(n * 3), n, 3)
y <- as.integer(x[, 1] - x[, 2] + rnorm(n, sd = 0.5) > 0)
X <- fm.conv.R2FM(x)
Y <- fm.conv.R2FM(y + 1)
# naive Bayes: training
yf <- fm.as.factor(Y)
gsum <- fm.groupby(X, 2, yf, fm.bo.add)
gsum2 <- fm.groupby(X * X, 2, yf, fm.bo.add)
cnt <- fm.table(Y)
gmean <- as.matrix(fm.conv.FM2R(gsum)) / as.vector(fm.conv.FM2R(cnt@Freq))
gsd <- sqrt((fm.conv.FM2R(gsum2) - as.vector(fm.conv.FM2R(cnt@Freq)) * gmean^2) / (as.vector(fm.conv.FM2R(cnt@Freq)) - 1))
print(all.equal(gmean, rbind(colMeans(x[y == 0, ]), colMeans(x[y == 1, ])), check.attributes = FALSE))
print(all.equal(gsd, rbind(apply(x[y == 0, ], 2, sd), apply(x[y == 1, ], 2, sd)), check.attributes = FALSE))
# naive Bayes: prediction
apriori <- as.vector(fm.conv.FM2R(cnt@Freq))
loglikely <- list()
for (i in 1:2) {
  z <- sweep(X, 2, gmean[i, ], "-")^2
  z <- sweep(z, 2, 2 * gsd[i, ]^2, "/")
  loglikely[[i]] <- log(apriori[i]) - sum(log(sqrt(2 * pi * gsd[i, ]^2))) - rowSums(z)
}
pred <- fm.conv.FM2R(fm.agg.mat(fm.cbind.list(loglikely), 1, fm.bo.which.max))
base.ll <- sapply(1:2, function(i) log(apriori[i]) + rowSums(dnorm(x, rep(gmean[i, ], each = n), rep(gsd[i, ], each = n), log = TRUE)))
print(identical(as.integer(pred), as.integer(max.col(base.ll, "first"))))
print(table(pred, y))
# logistic regression by gradient descent with a fixed step
Xa <- cbind(fm.as.matrix(fm.rep.int(1, n)), X)
w <- matrix(0, 1, 4)
for (it in 1:120) {
  g <- t(Xa) %*% (1 / (1 + exp(-Xa %*% t(w))) - fm.conv.R2FM(y))
  w <- w - 6 * t(as.matrix(fm.conv.FM2R(g))) / n
}
fit <- glm(y ~ x, family = binomial)
print(max(abs(w - coef(fit))) < 0.02)
print(all(is.finite(fm.conv.FM2R(sum(y * (-(Xa %*% t(w))) + log(1 + exp(Xa %*% t(w))))))))
# a Gaussian density as fm.dmvnorm computes it
mu <- c(0.1, -0.2, 0.3)
S <- matrix(c(1, 0.3, 0, 0.3, 2, 0.1, 0, 0.1, 1.5), 3)
X1 <- sweep(X, 2, mu, "-")
q <- fm.agg.mat((X1 %*% solve(S)) * X1, 1, "+")
logd <- -sum(log(diag(chol(S)))) - 0.5 * 3 * log(2 * pi) - 0.5 * q
d0 <- -0.5 * mahalanobis(x, mu, S) - 0.5 * log(det(S)) - 1.5 * log(2 * pi)
print(all.equal(as.vector(fm.conv.FM2R(logd)), d0))
print(class(logd))
# any/all as conditions, as FlashR-learn's code uses them
if (any(fm.conv.R2FM(w) != 0) && !all(is.na(X))) print("conditions are R logicals")
