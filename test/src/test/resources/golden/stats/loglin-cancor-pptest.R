ll <- loglin(HairEyeColor, list(c(1, 2), c(1, 3), c(2, 3)))
ll
l2 <- loglin(UCBAdmissions, list(1, c(2, 3)), fit = TRUE, param = TRUE)
l2$lrt; l2$pearson; l2$df
round(l2$fit, 3)
lapply(l2$param, function(p) round(p, 4))
l3 <- loglin(Titanic, list(c("Class", "Survived"), c("Sex", "Age")), print = FALSE)
l3[c("lrt", "pearson", "df", "margin")]
cc <- cancor(LifeCycleSavings[, 2:3], LifeCycleSavings[, -(2:3)])
cc$cor; cc$xcoef; cc$ycoef[, 1:2]; cc$xcenter; cc$ycenter; dim(cc$ycoef)
cancor(as.matrix(mtcars[, 1:3]), as.matrix(mtcars[, 4:6]), xcenter = FALSE)$cor
PP.test(lh)
PP.test(as.vector(Nile), lshort = FALSE)
PP.test(cumsum(c(0.3, -0.2, 0.5, 0.1, -0.4, 0.8, 0.2, -0.1, 0.6, 0.3, -0.5, 0.9, 0.1, 0.4, -0.2, 0.7, 0.2, -0.3, 0.5, 0.1)))
cpgram(lh)
