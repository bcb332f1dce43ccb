str(ability.cov)
head(DNase)
class(DNase)
head(ChickWeight, 3)
DNase1 <- subset(DNase, Run == 1)
fm1 <- nls(density ~ SSlogis(log(conc), Asym, xmid, scal), DNase1)
summary(fm1)
fm2 <- nls(density ~ SSfpl(log(conc), A, B, xmid, scal), data = DNase1)
fm2
Chick.1 <- ChickWeight[ChickWeight$Chick == 1, ]
fm3 <- nls(weight ~ SSlogis(Time, Asym, xmid, scal), data = Chick.1)
fm3
fa <- factanal(factors = 1, covmat = ability.cov)
fa
factanal(factors = 2, covmat = ability.cov)
print(factanal(factors = 2, covmat = ability.cov, rotation = "promax"), digits = 2, cutoff = 0.3, sort = TRUE)
