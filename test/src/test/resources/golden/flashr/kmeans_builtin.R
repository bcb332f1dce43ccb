if (!exists("fm.conv.R2FM")) source("../../flashr-reference.R")
# fm.kmeans: each iteration is one pass over the data
m <- matrix(cos(seq_len(3000) * 0.7) * 1.5, 1000, 3) + rep(c(0, 4, 8, 12), length.out = 1000)
X <- fm.conv.R2FM(m)
km <- fm.kmeans(X, m[c(1, 2, 3, 5), ], max.iters = 30)
names(km)
km$iter
km$size
round(km$centers, 4)
class(km$cluster)
as.vector(fm.get.rows(km$cluster, 1:8))
short <- fm.kmeans(X, m[c(1, 2, 3, 5), ], 1)
short$iter
