x <- numeric(5)
for (i in 1:5) x[i] <- i^2
print(x)
y <- c()
for (i in 1:4) y[i] <- i
print(y)
l <- list()
for (n in c("a", "b")) l[[n]] <- toupper(n)
print(names(l))
z <- 1:3
w <- z
w[1] <- 100L
print(z)
print(w)
