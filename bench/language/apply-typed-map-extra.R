# sapply/vapply of a typed function with an extra numeric argument (issue 25): bound once, the elements in one
# loop (ValueEntry.typedMap); xa (an attribute) takes the element-by-element typed path, the one before.
x <- seq_len(1000000) * 0.5
f <- function(v, k) v * k
xa <- structure(x, foo = 1)
best <- function(fun) { r <- Inf; for (j in 1:3) r <- min(r, system.time(fun())[["user.self"]]); r }
b1 <- best(function() s1 <<- sapply(x, f, k = 3)); b2 <- best(function() s2 <<- sapply(xa, f, k = 3))
b3 <- best(function() s3 <<- vapply(x, function(v, k) v * k, numeric(1), k = 3)); b4 <- best(function() s4 <<- sapply(x, f, 3))
cat(sprintf("loop named %.2f | elem (attr) %.2f | vapply named %.2f | positional %.2f | %g\n", b1, b2, b3, b4, sum(s1) + sum(s3) + sum(s4)))
