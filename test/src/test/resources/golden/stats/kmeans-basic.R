# kmeans: two well separated groups, the printed object, str(), fitted() and row names
set.seed(1)
x <- rbind(matrix(rnorm(60, sd = 0.3), ncol = 2),
           matrix(rnorm(60, mean = 1, sd = 0.3), ncol = 2))
colnames(x) <- c("x", "y")
cl <- kmeans(x, 2)
cl
str(cl)
class(cl)
names(cl)
head(fitted(cl))
head(fitted(cl, method = "classes"))
cl$totss - cl$tot.withinss - cl$betweenss

# row names become the cluster vector's names; a data frame works as x
df <- data.frame(a = c(1, 1.2, 0.9, 5, 5.3, 4.8, 9, 9.1), b = c(2, 2.1, 1.8, 6, 6.2, 5.9, 1, 1.3))
rownames(df) <- paste0("p", 1:8)
set.seed(7)
k3 <- kmeans(df, 3)
k3$cluster
k3$centers
k3$size
print(fitted(k3))

# centers given as a matrix, and k = 1
k2 <- kmeans(as.matrix(df), df[c(1, 4, 7), ])
k2
k1 <- kmeans(df, 1)
k1[c("cluster", "centers", "withinss", "size", "iter", "ifault")]
str(kmeans(1:10, matrix(c(2, 8))))
