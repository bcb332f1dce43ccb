# A replacement function called by name returns a changed copy: the caller's value stays as it was,
# while the same function in an assignment changes its target (in place when unshared).
x <- 1:3
y <- `names<-`(x, c("a", "b", "c"))
names(x)
y
m <- matrix(1:4, 2)
m2 <- `colnames<-`(m, c("p", "q"))
m3 <- `rownames<-`(m, c("r", "s"))
m4 <- `dimnames<-`(m, list(c("a", "b"), NULL))
m5 <- `dim<-`(m, NULL)
m6 <- `attr<-`(m, "extra", TRUE)
m7 <- `levels<-`(factor(c("u", "v")), c("U", "V"))
m
m2
m3
m4
m5
attributes(m6)
m7
f <- function(v) { colnames(v) <- c("c1", "c2"); v }
f(m)
m
k <- m
colnames(k) <- c("k1", "k2")
k
m
d <- data.frame(a = 1:2, b = 3:4)
d2 <- d
colnames(d2) <- c("x", "y")
rownames(d2) <- c("r1", "r2")
d
d2
l <- list(m = m)
colnames(l$m) <- c("l1", "l2")
l
m
z <- sapply(1:3, function(i) `names<-`(x, letters[i + 0:2])[i])
z
x
