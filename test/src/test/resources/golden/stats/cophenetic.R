# cophenetic distances of a tree, and how well they match the original ones
x <- c(a = 1, b = 2, c = 6, d = 7, e = 15, f = 16.5)
d <- dist(x)
for (m in c("single", "complete", "average", "ward.D2")) {
  hc <- hclust(d, m)
  cd <- cophenetic(hc)
  print(cd)
  print(cor(d, cd))
}
cophenetic(hclust(dist(c(3, 1, 4, 1, 5))))
as.hclust(hclust(d))$method
r <- try(as.hclust(structure(list(), class = "foo")))
