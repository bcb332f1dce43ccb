# hclust with every method R offers: merge, height, order and the print method
set.seed(42)
x <- matrix(round(rnorm(40), 2), 10, 4)
rownames(x) <- paste0("obs", 1:10)
d <- dist(x)
for (m in c("complete", "single", "average", "mcquitty", "ward.D", "ward.D2", "centroid", "median")) {
  hc <- hclust(d, method = m)
  cat("==", m, "\n")
  print(hc$merge)
  print(hc$height, digits = 15)
  print(hc$order)
  print(hc$labels)
}
hc <- hclust(d)
hc
print(hclust(dist(x, "manhattan"), "ave"))
str(unclass(hc)[c("merge", "height", "order", "method", "dist.method")])
# members (cluster sizes)
hm <- hclust(dist(1:5), "centroid", members = c(2, 1, 3, 1, 1))
print(hm$merge); print(hm$height)
# ties: equal distances are merged in R's scan order
dt <- dist(c(1, 2, 3, 4, 5, 6))
for (m in c("single", "complete", "average", "ward.D2")) {
  h <- hclust(dt, m)
  print(h$merge); print(h$height); print(h$order)
}
h2 <- hclust(dist(c(0, 0, 0, 1, 1)), "average")
print(h2$merge); print(h2$height); print(h2$order)
# two objects
h3 <- hclust(dist(c(a = 1, b = 3)))
print(h3$merge); print(h3$height); print(h3$order)
# a dist object without labels
h4 <- hclust(dist(c(5, 1, 9, 2, 8, 3)), "single")
print(h4$merge); print(h4$order); print(h4$labels)
# as.dist of a matrix
m <- matrix(c(0, 3, 4, 7, 3, 0, 2, 6, 4, 2, 0, 5, 7, 6, 5, 0), 4, dimnames = list(letters[1:4], letters[1:4]))
h5 <- hclust(as.dist(m), "mcquitty")
h5
print(h5$merge); print(h5$height)
hclust(dist(1:4), "ward")$merge
