# A missing argument is reported in the call of the function that evaluates it: a closure in R
# (paste, rep_len's caller...) evaluates its arguments itself, a primitive (sqrt, c) in its caller.
g <- function(a) paste(a)
print(tryCatch(g(), error = function(e) conditionCall(e)))
h <- function(x) x + 1
print(tryCatch(h(), error = function(e) conditionMessage(e)))
f <- function(n) sqrt(n)
print(tryCatch(f(), error = function(e) conditionCall(e)))
k <- function(v) c(1, v)
print(tryCatch(k(), error = function(e) conditionCall(e)))
m <- function(s) nchar(s)
print(tryCatch(m(), error = function(e) conditionCall(e)))
w <- function(z) mean(z)
print(tryCatch(w(), error = function(e) conditionCall(e)))
g()
