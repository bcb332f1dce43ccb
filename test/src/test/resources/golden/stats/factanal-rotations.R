fa <- factanal(mtcars[, c("mpg","disp","hp","drat","wt","qsec")], factors = 2)
print(fa)
fa2 <- factanal(swiss, factors = 2, rotation = "promax")
fa2
print(loadings(fa2), cutoff = 0.3, sort = TRUE)
fa3 <- factanal(~ mpg + disp + hp + wt + qsec + drat, factors = 1, data = mtcars, scores = "regression")
fa3
head(round(fa3$scores, 4))
fa4 <- factanal(attitude, 2, rotation = "none", scores = "Bartlett")
print(fa4, digits = 4)
head(fa4$scores)
v <- varimax(unclass(fa4$loadings))
v
promax(unclass(fa4$loadings), m = 3)
fa5 <- factanal(covmat = cov(attitude), factors = 2, n.obs = 30)
fa5$uniquenesses
fa6 <- factanal(covmat = cor(attitude), factors = 3)
fa6
