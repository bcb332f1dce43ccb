# Map/mapply of a typed function of two parameters over two numeric vectors (issue 25): the parallel elements in
# one loop (ValueEntry.typedMap2); ya (an attribute) takes the element-by-element typed path, the one before.
x <- seq_len(1000000) * 0.5
y <- rev(x)
ya <- structure(y, foo = 1)
f <- function(a, b) a * b + 1
h <- function(a, b, k) a * b * k
best <- function(fun) { r <- Inf; for (j in 1:3) r <- min(r, system.time(fun())[["user.self"]]); r }
b1 <- best(function() s1 <<- Map(f, x, y)); b2 <- best(function() s2 <<- Map(f, x, ya))
b3 <- best(function() s3 <<- mapply(f, x, y)); b4 <- best(function() s4 <<- mapply(h, x, y, MoreArgs = list(k = 2)))
cat(sprintf("Map %.2f | Map elem (attr) %.2f | mapply %.2f | mapply MoreArgs %.2f | %g\n", b1, b2, b3, b4,
            sum(unlist(s1)) + sum(unlist(s2)) + sum(s3) + sum(s4)))
