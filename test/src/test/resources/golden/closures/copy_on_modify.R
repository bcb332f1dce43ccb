# Values are copied on modification: aliases never change.
x <- c(1, 2, 3)
y <- x
x[1] <- 100
x
y
f <- function(v) {
  v[2] <- 0
  v
}
f(x)
x
l <- list(a = 1, b = list(c = 2))
l2 <- l
l2$b$c <- 99
l$b$c
l2$b$c
make <- function() {
  v <- 1:3
  list(get = function() v, set = function(i, val) v[i] <<- val)
}
obj <- make()
before <- obj$get()
obj$set(1, 10L)
before
obj$get()
