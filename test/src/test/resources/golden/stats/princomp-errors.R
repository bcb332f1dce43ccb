# princomp's checks
m <- matrix(c(1, 2, 3, 4, 5, 6, 2, 1, 4, 3, 6, 5), 6)
r <- try(princomp(m[1:1, , drop = FALSE]))
r <- try(princomp(cbind(m, 1), cor = TRUE))
r <- try(princomp(covmat = list(cov = diag(2))))
r <- try(princomp(covmat = "a"))
r <- try(princomp(~ a + b, data = data.frame(a = 1:4, b = letters[1:4])))
r <- try(princomp(y ~ a, data = data.frame(a = 1:4, y = 4:1)))
p <- princomp(m, extra = 1)
p
p2 <- princomp(m, covmat = cov(m))
print(p2$sdev)
r <- try(princomp(cbind(c(1, NA, 3, 4), c(2, 1, 4, 3))))
p3 <- princomp(~ a + b, data = data.frame(a = c(1, 2, NA, 4, 6), b = c(2, 1, 4, 3, 5)))
p3$n.obs
p3$scores
