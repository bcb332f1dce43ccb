# R warns "probable complete loss of accuracy in modulus" where the quotient passes 2^63
x <- 1e20 %% 3
print(x)
print(2^63 %% 1)
print(1e19 %% 7)
v <- c(1e20, 5, 1e21, 7) %% c(3, 2)
print(v)
print(5 %% 1e30)
print(-5 %% 1e30)
print(1e300 %% 1e-10)
print(Inf %% 2)
print(5 %% 0)
md <- function(a, b) if (a > 0) a %% b else (0 - a) %% b
print(md(10, 3))
print(md(-1e20, 7))
msg <- tryCatch(1e20 %% 7, warning = function(w) conditionMessage(w))
print(msg)
n <- 0
r <- withCallingHandlers(md(1e25, 9), warning = function(w) { n <<- n + 1; invokeRestart("muffleWarning") })
print(c(r, n))
s <- 0
for (i in 1:9) s <- s + (1e18 * i) %% 7
print(s)
print(1e20 %/% 3)
m <- matrix(c(1e20, 1, 2, 3), 2) %% 3
print(m)
