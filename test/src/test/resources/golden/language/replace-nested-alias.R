# Nested replacements (names(z$a) <- v, z$a[i] <- v, z$a$b[i] <- v, z[[i]][j] <- v) change the
# element in place when z and the element are held once, as R does; every other holder keeps its value.
z <- list(a = c(1, 2, 3), b = "x")
y <- z
names(z$a) <- c("p", "q", "r")
print(y$a); print(z$a)
# an element bound to a variable
z <- list(a = c(1, 2, 3))
b <- z$a
names(z$a) <- c("p", "q", "r")
z$a[2] <- 20
print(b); print(z)
# a function's argument is its caller's value
f <- function(l) { names(l$a) <- "n"; l$a[1] <- -1; l }
z <- list(a = 1)
r <- f(z)
print(z); print(r)
# two levels
z <- list(a = list(b = 1:3, c = "k"))
w <- z$a
v <- z$a$b
z$a$b[2] <- 10L
names(z$a$b) <- c("x", "y", "z")
print(w); print(v); print(z)
# [[ ]] targets, and a list made from another (copies share elements)
z <- list(c(1, 2), c(3, 4))
z2 <- z[1]
z3 <- z
z3$new <- 0
z[[1]][2] <- 99
z3[[2]][1] <- -3
print(z); print(z2); print(z3)
# the element as its own value and in its subscript
z <- list(a = c(5, 6, 7))
z$a[z$a > 5] <- z$a[1]
z$a[2:3] <- z$a[1:2]
print(z)
# a replacement closure that fails leaves the element unchanged
`bad<-` <- function(x, value) { x[1] <- value; stop("refused") }
z <- list(a = c(1, 2))
r <- try(bad(z$a) <- 100, silent = TRUE)
cat(class(r), "\n"); print(z)
# a builtin replacement that fails
z <- list(a = c(1, 2))
r <- try(z$a[1, 2] <- 0, silent = TRUE)
cat(class(r), "\n")
print(z)
names(z$a) <- c("u", "v")
print(z)
# lapply over a list with a replacement function: the list keeps its elements
z <- list(a = c(1, 2), b = c(3, 4))
r <- lapply(z, `names<-`, c("s", "t"))
print(z); print(r)
r <- Map(function(x, v) { x[1] <- v; x }, z, c(10, 20))
print(z); print(r)
# an environment's list, and a list inside a data frame's column
e <- new.env()
e$l <- list(a = 1:3)
k <- e$l
names(e$l$a) <- c("a", "b", "c")
print(k); print(e$l)
d <- data.frame(x = 1:3)
d2 <- d
d$x[2] <- 20L
print(d2); print(d)
# a structure returned by a function, changed twice in place and copied once
mk <- function(n) list(effects = seq_len(n) + 0, qr = list(qr = matrix(1:6 + 0, 3)))
fit <- mk(3)
keep <- fit$qr
colnames(fit$qr$qr) <- c("u", "v")
names(fit$effects) <- c("e1", "e2", "")
print(fit); print(keep)
