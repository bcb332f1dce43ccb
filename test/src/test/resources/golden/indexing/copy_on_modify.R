f <- function(x) { x[1] <- 100; x }
a <- 1:3
b <- f(a)
print(a)
print(b)
g <- function(l) { l$new <- 1; l }
L <- list(old = 0)
M <- g(L)
print(names(L))
print(names(M))
k <- c(1, 2, 3)
k2 <- k
k2[[2]] <- 50
print(k)
print(k2)
outer_l <- list(inner = c(1, 2))
copy_l <- outer_l
copy_l$inner[1] <- 99
print(outer_l$inner)
print(copy_l$inner)
z <- 1:3
z[z] <- z * 2L
print(z)
