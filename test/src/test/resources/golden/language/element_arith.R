# x[i] <- arithmetic: the element set in place only where R's [<- would give the same vector
x <- numeric(4)
for (i in 1:4) x[i] <- i / 2
print(x)
y <- (x[2] <- 3 * 2)
print(y); print(x)
f <- function(v) { v[1] <- v[1] + 0.5; v[2] <- 7 / 2 }
print(f(c(1, 2))); r <- f(c(1, 2)); print(r)
n <- c(a = 1, b = 2)
for (i in 1:2) n[i] <- i * 1.5
print(n)
s <- c(1, 2, 3)
t <- s
for (i in 1:3) s[i] <- i - 0.25
print(s); print(t)
z <- 1:3
for (i in 1:3) z[i] <- i / 2
print(z); print(typeof(z))
w <- 1:3
for (i in 1:3) w[i] <- i * 2L
print(w); print(typeof(w))
g <- numeric(2)
for (i in 1:4) g[i] <- i + 0.5
print(g)
h <- numeric(3)
k <- NA
for (i in 1:3) h[i] <- k + i
print(h)
m <- numeric(3)
for (i in 1:3) m[i] <- i / 0
print(m)
o <- numeric(3)
q <- TRUE
o[2] <- q / 4
print(o)
p <- numeric(2)
p[2.7] <- 5 - 0.5
print(p)
e <- numeric(2)
e[0] <- 1 + 1
print(e)
mat <- matrix(0, 2, 2)
for (i in 1:4) mat[i] <- i / 4
print(mat)
l <- list(1, 2)
for (i in 1:2) l[i] <- i * 0.5
print(l)
u <- numeric(2)
`[<-` <- function(x, i, value) { x }
u[1] <- 2 * 3
print(u)
rm(`[<-`)
