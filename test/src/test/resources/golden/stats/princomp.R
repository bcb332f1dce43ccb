# princomp: print, summary, loadings (signs fixed by the first element, as R does)
ua <- data.frame(Murder = c(13.2, 10, 8.1, 8.8, 9, 7.9, 3.3, 5.9, 15.4, 17.4, 5.3, 2.6, 10.4, 7.2, 2.2),
                 Assault = c(236, 263, 294, 190, 276, 204, 110, 238, 335, 211, 46, 120, 249, 113, 56),
                 UrbanPop = c(58, 48, 80, 50, 91, 78, 77, 72, 80, 60, 83, 54, 83, 65, 57),
                 Rape = c(21.2, 44.5, 31, 19.5, 40.6, 38.7, 11.1, 15.8, 31.9, 25.8, 20.2, 14.2, 24, 21, 11.3),
                 row.names = c("Alabama", "Alaska", "Arizona", "Arkansas", "California", "Colorado",
                               "Connecticut", "Delaware", "Florida", "Georgia", "Hawaii", "Idaho",
                               "Illinois", "Indiana", "Iowa"))
pc <- princomp(ua, cor = TRUE)
pc
summary(pc)
summary(pc, loadings = TRUE)
summary(pc, loadings = TRUE, cutoff = 0.4)
loadings(pc)
print(loadings(pc), cutoff = 0.3, sort = TRUE)
print(pc$center); print(pc$scale); print(pc$n.obs)
print(round(pc$scores[1:5, ], 6))
pc2 <- princomp(ua)
pc2
summary(pc2)
unclass(loadings(pc2))
print(round(predict(pc2, ua[1:3, ]), 6))
pc3 <- princomp(~ Murder + Assault + UrbanPop, data = ua, cor = TRUE)
pc3
summary(pc3)
pc4 <- princomp(covmat = cov(ua))
pc4
print(pc4$scores)
pc5 <- princomp(ua, subset = 1:10, scores = FALSE)
print(pc5$sdev); print(is.null(pc5$scores))
pc6 <- princomp(ua, fix_sign = FALSE)
print(abs(unclass(pc6$loadings)))
