# Base functions written in R see the user's global definitions after base's own, as in R
# (their environment is the base namespace, enclosed by the global environment).
f <- function(v) (v - 0.3)^2
r <- optimize("f", c(0, 1))
print(round(unlist(r), 4))
print(uniroot("f", c(-1, 0.3))$root <= 0.3)
g <- function(x, y) x + y
print(Reduce("g", 1:4, accumulate = TRUE))
print(outer(1:2, 1:3, "g"))
# a global function never hides base's own from base code
sum <- function(...) stop("not this one")
print(mean(c(1, 2, 3)))
print(median(c(5, 1, 3)))
rm(sum)
