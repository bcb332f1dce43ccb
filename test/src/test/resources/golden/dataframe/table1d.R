t <- table(c("a", "b", "b", "c", "c", "c"))
t
t[2:3]
t["a"]
t[t > 1]
t[c("c", "a")]
t[-1]
names(t[2:3])
dim(t[2:3])
dimnames(t[2:3])
class(t[2:3])
t2 <- table(g = c("x", "y", "y"))
t2
t2[2]
t2["y"]
t2[t2 > 0]
rev(t)
sort(t)
sort(t, decreasing = TRUE)
t[order(-t)]
t * 2
t / sum(t)
str(t)
as.vector(t[2:3])
t[[2]]
u <- table(c(1L, 3L, 3L))
u[u == 2]
u["3"]
