# Vectors grown by assignment past their end (grown in place with spare capacity): values,
# lengths, attributes and copy-on-modify are R's whatever the growth path.

# doubles from NULL, integers, coercion integer -> double during growth
x <- c(); for (i in 1:25) x[i] <- i * 1.5
print(x); print(length(x)); print(typeof(x))
y <- integer(0); for (i in 1:10) y[i] <- i
print(y); print(typeof(y))
y[11] <- 0.5; print(y); print(typeof(y))
for (i in 12:14) y[i] <- i; print(y)
z <- 1:3; for (i in 4:6) z[length(z) + 1] <- i * 2; print(z); print(typeof(z))

# skipping indices pads with NA, in every type
d <- c(1, 2); d[5] <- 9; print(d)
n <- 1:2; n[6] <- 7L; print(n)
s <- "a"; s[4] <- "d"; print(s)
b <- TRUE; b[3] <- FALSE; print(b)
l <- list(1); l[[4]] <- "four"; str(l)
e <- c(); e[3] <- 1; print(e)
g <- c(1, 2); for (i in seq(4, 20, by = 4)) g[i] <- i; print(g); print(sum(is.na(g)))

# character and logical vectors, lists by [[ and by [
ch <- character(0); for (i in 1:12) ch[i] <- paste0("s", i); print(ch)
lg <- logical(0); for (i in 1:7) lg[i] <- i %% 2 == 0; print(lg)
li <- list(); for (i in 1:6) li[[i]] <- i^2; str(li); print(length(li))
lb <- list(); for (i in 1:4) lb[i] <- list(letters[i]); str(lb)
nested <- list(); for (i in 1:3) nested[[i]] <- list(k = i, v = c(i, i)); str(nested)
lx <- list(); for (i in 1:3) lx[[length(lx) + 1]] <- c(a = i); print(lx)

# aliasing: a vector held by two names never sees the other's growth
a <- c(1, 2, 3); b2 <- a
for (i in 4:8) a[i] <- i
print(a); print(b2)
a2 <- a; a[9] <- 99; print(length(a2)); print(length(a)); print(a2)
p <- list(1); q <- p; for (i in 2:5) p[[i]] <- i; print(length(q)); print(length(p))
f <- function(v) { for (i in (length(v) + 1):(length(v) + 3)) v[i] <- 0; v }
orig <- c(5, 6); grown <- f(orig); print(orig); print(grown)
h <- function() { w <- c(); for (i in 1:4) w[i] <- i; w }
w1 <- h(); w2 <- h(); w1[5] <- 50; print(w1); print(w2)
k <- 1:3; for (v in k) k[length(k) + 1] <- v * 10L; print(k)
m <- c(1, 2); for (v in m) { m[2] <- 100; print(v) }
env <- new.env(); env$x <- c(1); assign("y", env$x, envir = env); env$x[3] <- 3; print(env$x); print(env$y)

# names are extended with "" (or the new name) and kept apart from other vectors' names
nm <- c(a = 1, b = 2)
for (i in 3:5) nm[i] <- i; print(nm); print(names(nm))
nm2 <- nm; nm[6] <- 6; print(names(nm2)); print(names(nm))
nn <- names(nm); nm[7] <- 7; print(nn); print(names(nm))
byname <- c(); for (k in c("x", "y", "z")) byname[k] <- nchar(k); print(byname)
nl <- list(); for (k in c("p", "q")) nl[[k]] <- toupper(k); str(nl)
nl$r <- "R"; nl[[5]] <- "five"; print(names(nl)); str(nl)
un <- 1:2; un["c"] <- 3L; print(un)

# dims are dropped when a matrix grows, other attributes kept
mat <- matrix(1:4, 2); mat[6] <- 6L; print(mat); print(attributes(mat))
at <- structure(1:3, myattr = "kept"); at[5] <- 5L; print(attributes(at)); print(at)
fa <- factor(c("u", "v")); fa[3] <- "u"; print(fa)

# grown vectors behave as any other: arithmetic, identical, serialization, printing
gx <- c(); for (i in 1:1000) gx[i] <- i
print(sum(gx)); print(identical(gx, as.numeric(1:1000))); print(tail(gx, 3))
gl <- list(); for (i in 1:50) gl[[i]] <- i
print(identical(gl, as.list(1:50)))
tf <- tempfile(fileext = ".rds"); saveRDS(gx, tf); print(identical(readRDS(tf), gx))
saveRDS(gl, tf); print(identical(readRDS(tf), gl)); unlink(tf)
print(object.size(gx) == object.size(as.numeric(1:1000)))
fib <- c(1, 1); for (i in 3:30) fib[i] <- fib[i - 1] + fib[i - 2]; print(fib)
cs <- c(); for (i in 1:10) cs[i] <- if (i == 1) 1 else cs[i - 1] * 2; print(cs)
cat(length(gx), length(gl), "\n")
