# hclust's argument checks, as R words them
d <- dist(c(1, 4, 9))
r <- try(hclust(d, "xyz"))
r <- try(hclust(d, "m"))
r <- try(hclust(d, members = 1:2))
r <- try(hclust(dist(1)))
r <- try(hclust(1:3))
r <- try(hclust(dist(c(1, NA, 3))))
r <- try(hclust(dist(c(1, Inf, 3)), "single"))
hclust(d, "cen")$method
